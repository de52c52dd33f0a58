import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { StaffQueueItem } from '@nagar/contract';
import { complaintWords, complaints } from '../db/schema.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, testDbKind, type TestApp } from '../test/app.ts';
import { complaintFiler, wardWorld, type WardKey, type WardWorld } from '../test/ward-world.ts';
import { migrateOver, oldComplaintsSql } from '../test/migrations.ts';
import { ComplaintService, wordIndexTerm } from './service.ts';

/**
 * The words of every complaint (complaint_words, migration 0029), which a search by a common word walks instead of the
 * queue: how a text is split into words (Hindi with its matras, conjuncts and nukta; the danda; English in any case),
 * the triggers that keep the words as complaints are filed, acted on and deleted, and above all that a search answers
 * the very same rows, in the same order, page by page, whether it walks the words or the queue.
 */
let t: TestApp;
let world: WardWorld;
const ids = new Map<string, number>();

const TEXTS: Array<[string, WardKey, string, string]> = [
  ['kshetra', 'A', 'क्षेत्र में सड़क टूटी है। श्रमिक नहीं आए।', 'त्रिवेणी चौक'],
  ['sadak', 'A', 'सड़कों पर पानी भरा है, नाली बंद।', 'पुरानी सड़क'],
  ['pothole', 'B', 'A deep POTHOLE on the Main Road; potholes everywhere.', 'Near the well'],
  ['mixed', 'B', 'Road (मुख्य सड़क) — पानी-पानी, 50% lamps out…', 'Ward-4 office'],
  ['kar', 'C', 'गृहकर और जलकर का बिल गलत है', 'कर भवन'],
  ['zwnj', 'C', 'स्ट्रीट\u200cलाइट बंद है', 'Shri Ram Marg'],
];

const wordsOf = async (label: string) =>
  (
    await t.app.services.db
      .select()
      .from(complaintWords)
      .where(eq(complaintWords.complaintId, ids.get(label)!))
  )
    .map((w) => w.word)
    .sort();

/** Every page (size 1) of a search as the admin sees it: ids, the total and whether there are more. */
async function pages(q: string): Promise<{ ids: number[]; total: number; more: boolean }> {
  const out: number[] = [];
  let total = 0;
  let more = false;
  for (let n = 1; n <= 30; n++) {
    const res = await t.app.inject({
      url: `/api/Admin/complaint?search=${encodeURIComponent(q)}&pageSize=1&page=${n}`,
      headers: { authorization: world.people.admin.authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as StaffQueueItem[];
    if (n === 1) {
      total = Number(res.headers['x-total-count']);
      more = res.headers['x-total-more'] === 'true';
    }
    if (!items.length) break;
    out.push(...items.map((c) => c.id));
  }
  return { ids: out, total, more };
}

beforeAll(async () => {
  t = await createTestApp();
  world = await wardWorld(t.app, 'wordix');
  const file = complaintFiler(t.app, ids, { mobilePrefix: '97', ipPrefix: '10.92' });
  for (const [label, ward, info, landmark] of TEXTS) await file(label, ward, { info, landmark, name: `Citizen ${label}` });
  // Some closed, so that both parts of the queue hold matches.
  await t.app.services.db
    .update(complaints)
    .set({ status: 'Resolved' })
    .where(sql`${complaints.id} in (${ids.get('sadak')!}, ${ids.get('pothole')!})`);
});
afterAll(() => t?.close());

describe(`complaint words (${testDbKind()})`, () => {
  it('splits a text into words as a search term is tested: Hindi whole with matras, conjuncts and nukta; separators', async () => {
    const kshetra = await wordsOf('kshetra');
    for (const w of ['क्षेत्र', 'सड़क', 'टूटी', 'श्रमिक', 'त्रिवेणी', 'चौक', 'citizen', 'kshetra']) expect(kshetra, w).toContain(w);
    // The danda ends a word; one-letter words are not kept (a search term has two letters or more).
    expect(kshetra).not.toContain('है।');
    expect(kshetra).toContain('है');
    const mixed = await wordsOf('mixed');
    for (const w of ['road', 'मुख्य', 'सड़क', 'पानी', 'lamps', 'out', 'ward', 'office']) expect(mixed, w).toContain(w);
    expect(mixed.some((w) => /[-—…%()\d]/.test(w))).toBe(false);
    // English is kept lowered (search_words is); the zero-width non-joiner splits a word.
    expect(await wordsOf('pothole')).toEqual(expect.arrayContaining(['pothole', 'potholes', 'main']));
    expect(await wordsOf('zwnj')).toEqual(expect.arrayContaining(['स्ट्रीट', 'लाइट']));
  });

  it('chooses a term the words can answer: none with a separator, the longest of several', () => {
    expect(wordIndexTerm('सड़क')).toBe('सड़क');
    expect(wordIndexTerm('Pothole road')).toBe('pothole');
    expect(wordIndexTerm('ward-4')).toBeUndefined();
    expect(wordIndexTerm('50% lamps')).toBe('lamps');
    expect(wordIndexTerm('स्ट्रीट\u200cलाइट')).toBeUndefined();
    expect(wordIndexTerm('कर।')).toBeUndefined();
  });

  it('answers the same rows in the same order, page by page, off the words as off the queue (Hindi and English)', async () => {
    const terms = ['सड़क', 'ड़क', 'क्ष', 'ेत्र', 'पानी', 'कर', 'जलकर', 'POTHOLE', 'hole', 'Road', 'road सड़क', 'citizen', 'नाली', 'मुख्य'];
    const cap = ComplaintService.searchWordsCap;
    const max = ComplaintService.wordIndexWordsMax;
    try {
      for (const q of terms) {
        // Counted in full (the cap far away): the reference answer.
        ComplaintService.searchWordsCap = 1000;
        const counted = await pages(q);
        expect(counted.more, q).toBe(false);
        expect(counted.ids.length, q).toBe(counted.total);
        if (counted.total < 2) continue;
        // Past the cap, off the words, then off the queue (no words allowed): the same pages.
        ComplaintService.searchWordsCap = 1;
        ComplaintService.wordIndexWordsMax = 8;
        const spy = vi.spyOn(ComplaintService.prototype as unknown as { wordIndexPage: () => Promise<number[] | null> }, 'wordIndexPage');
        const words = await pages(q);
        // Every page was answered off the words (none fell back to the queue).
        expect(spy.mock.calls.length, q).toBeGreaterThan(0);
        for (const r of spy.mock.results) expect(await r.value, q).not.toBeNull();
        spy.mockRestore();
        ComplaintService.wordIndexWordsMax = 0;
        const queue = await pages(q);
        expect(words.more, q).toBe(true);
        expect(words.ids, q).toEqual(counted.ids);
        expect(queue.ids, q).toEqual(counted.ids);
      }
      // The reference answers themselves, for a few: substrings inside words, any case.
      ComplaintService.searchWordsCap = 1000;
      const labels = async (q: string) => (await pages(q)).ids.map((id) => [...ids].find(([, v]) => v === id)?.[0] ?? 'other').sort();
      expect(await labels('ड़क')).toEqual(['kshetra', 'mixed', 'sadak']);
      expect(await labels('कर')).toEqual(['kar']);
      expect(await labels('POTHOLE')).toEqual(['pothole']);
      expect(await labels('क्ष')).toEqual(['kshetra']);
    } finally {
      ComplaintService.searchWordsCap = cap;
      ComplaintService.wordIndexWordsMax = max;
    }
  });

  it('keeps the words as complaints change: a remark, a status (the queue part), a deletion', async () => {
    const id = ids.get('kar')!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/complaint/${id}/action`,
      headers: { authorization: world.people.admin.authorization },
      payload: { status: 'Resolved', remarks: 'बिल सुधारा गया, Revised bill sent' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await wordsOf('kar')).toEqual(expect.arrayContaining(['सुधारा', 'revised', 'जलकर']));
    const parts = await t.app.services.db
      .select({ open: complaintWords.open })
      .from(complaintWords)
      .where(eq(complaintWords.complaintId, id));
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.every((p) => !p.open)).toBe(true);
    const [vocabulary] = await rowsOf<{ n: number | string }>(
      t.app.services.db,
      sql`select count(*) as n from complaint_vocabulary where word = 'सुधारा'`,
    );
    expect(Number(vocabulary!.n)).toBe(1);
    await t.app.services.db.delete(complaints).where(eq(complaints.id, ids.get('zwnj')!));
    expect(await wordsOf('zwnj')).toEqual([]);
    // Every complaint's words equal those of its text, after all of it.
    const [stale] = await rowsOf<{ n: number | string }>(
      t.app.services.db,
      sql`select count(*) as n from complaints c full join (select complaint_id, array_agg(word order by word) as words, bool_and(open) as o, min(at) as at
            from complaint_words group by complaint_id) w on w.complaint_id = c.id
          where c.id is null or w.complaint_id is null or w.at <> c.entry_date
             or w.words <> array(select x from complaint_words_of(c.search_words) x order by x)`,
    );
    expect(Number(stale!.n)).toBe(0);
  });
});

/** Migration 0029 gives the complaints an install already holds their words. */
describe('migration 0029 (complaint words)', () => {
  it('fills the words and the vocabulary of every complaint already there, remarks included', async () => {
    const seed = `${oldComplaintsSql([
      { info: 'Old POTHOLE by the well', landmark: 'पुराना कुआँ', status: 'Open', name: 'Kamla Devi' },
      { info: 'नाली बंद', landmark: 'स्टेशन', status: 'Resolved', name: 'Raju' },
    ])}
      insert into complaint_actions (complaint_id, status, remarks, actor_role)
        values ((select min(id) from complaints), 'Open', 'Filled with gravel', 'admin');`;
    await migrateOver(29, '0028_trade_licences', seed, async ({ db }) => {
      const rows = await rowsOf<{ word: string; open: boolean; no: string }>(
        db,
        sql`select w.word, w.open, c.complaint_no as no from complaint_words w join complaints c on c.id = w.complaint_id order by 3, 1`,
      );
      const first = rows.filter((r) => r.no.endsWith('1')).map((r) => r.word);
      for (const w of ['pothole', 'well', 'कुआँ', 'पुराना', 'kamla', 'gravel']) expect(first, w).toContain(w);
      expect(rows.filter((r) => r.no.endsWith('2')).every((r) => !r.open)).toBe(true);
      expect(rows.filter((r) => r.no.endsWith('1')).every((r) => r.open)).toBe(true);
      const [v] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from complaint_vocabulary`);
      expect(Number(v!.n)).toBe(new Set(rows.map((r) => r.word)).size);
    });
  });
});
