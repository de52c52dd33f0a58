import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { StaffQueueItem } from '@nagar/contract';
import { complaintActions, complaints } from '../db/schema.ts';
import { createTestApp, testDbKind, type TestApp } from '../test/app.ts';
import { complaintFiler, wardWorld, type WardWorld } from '../test/ward-world.ts';
import { migrateOver, oldComplaintsSql } from '../test/migrations.ts';
import { rowsOf } from '../db/client.ts';
import { ComplaintService, isNumberSearch, searchWordsOf } from './service.ts';

/**
 * Staff search by words (issue 28): the queue's search box finds complaints by words of the citizen's name, the
 * description, the landmark, the suggestion and the staff's remarks, in English and Hindi, every word required,
 * within the person's wards; digits (and the GRV prefix) still search by complaint number.
 */
let t: TestApp;
let world: WardWorld;
/** Label → complaint id. */
const ids = new Map<string, number>();

const search = async (q: string, who: keyof WardWorld['people'] = 'admin') => {
  const res = await t.app.inject({
    url: `/api/Admin/complaint?search=${encodeURIComponent(q)}&pageSize=100`,
    headers: { authorization: world.people[who].authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json() as StaffQueueItem[];
  expect(Number(res.headers['x-total-count'])).toBe(items.length);
  const label = (id: number) => [...ids].find(([, v]) => v === id)?.[0] ?? 'other';
  return items.map((c) => label(c.id)).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  world = await wardWorld(t.app, 'words');
  const file = complaintFiler(t.app, ids, { mobilePrefix: '98', ipPrefix: '10.91' });
  await file('pothole', 'A', {
    info: 'A deep Pothole on the main road floods when it rains.',
    landmark: 'Opposite the Hanuman temple',
    name: 'Asha Verma',
  });
  await file('gaddha', 'A', { info: 'मुख्य सड़क पर गहरा गड्ढा है।', landmark: 'स्टेशन रोड के पास', name: 'रमेश कुमार' });
  await file('light', 'B', { info: 'The street light is out.', suggestion: 'Replace the pothole-side lamp', name: 'Vijay Singh' });
  await file('percent', 'B', { info: 'Only 50% of the lamps work.', name: 'Meena' });
  // A remark from the staff: its words are found too.
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Admin/complaint/${ids.get('light')}/action`,
    headers: { authorization: world.people.admin.authorization },
    payload: { status: 'In Progress', remarks: 'Electrician Raju sent with a ladder.' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t?.close());

describe(`staff search by words (${testDbKind()})`, () => {
  it('finds words of the description, the landmark, the suggestion and the name, in any case', async () => {
    expect(await search('pothole')).toEqual(['light', 'pothole']);
    expect(await search('POTHOLE')).toEqual(['light', 'pothole']);
    expect(await search('hanuman')).toEqual(['pothole']);
    expect(await search('verma')).toEqual(['pothole']);
    expect(await search('lamp')).toEqual(['light', 'percent']);
  });

  it('finds Hindi words (the description, the landmark, the name)', async () => {
    expect(await search('गड्ढा')).toEqual(['gaddha']);
    expect(await search('स्टेशन')).toEqual(['gaddha']);
    expect(await search('रमेश')).toEqual(['gaddha']);
    expect(await search('सड़क गड्ढा')).toEqual(['gaddha']);
  });

  it('finds the words of a staff remark, from the moment it is saved', async () => {
    expect(await search('electrician')).toEqual(['light']);
    expect(await search('ladder raju')).toEqual(['light']);
  });

  it('needs every word; a word that is nowhere finds nothing', async () => {
    expect(await search('pothole road')).toEqual(['pothole']);
    expect(await search('pothole ladder')).toEqual(['light']);
    expect(await search('pothole elephant')).toEqual([]);
    expect(await search('elephant')).toEqual([]);
  });

  it("treats '%' and '_' as the characters typed, not as wildcards", async () => {
    expect(await search('50%')).toEqual(['percent']);
    expect(await search('%%%')).toEqual([]);
    expect(await search('5_%')).toEqual([]);
  });

  it('still searches by complaint number when the search is digits (with or without GRV-)', async () => {
    const [row] = await t.app.services.db
      .select({ no: complaints.complaintNo })
      .from(complaints)
      .where(eq(complaints.id, ids.get('gaddha')!));
    expect(await search(row!.no)).toEqual(['gaddha']);
    expect(await search(row!.no.toLowerCase())).toEqual(['gaddha']);
    expect(await search(row!.no.slice(-6))).toEqual(['gaddha']);
    // Every complaint has the prefix: the ward world's six and these four.
    expect((await search('GRV-')).length).toBe(10);
  });

  it("an officer finds only their wards' complaints by words", async () => {
    // officerOne looks after ward A only: the pothole-side lamp (ward B) is not theirs.
    expect(await search('pothole', 'officerOne')).toEqual(['pothole']);
    expect(await search('lamp', 'officerOne')).toEqual([]);
    expect(await search('pothole', 'officerNone')).toEqual([]);
  });

  it('keeps the words when the history changes and refuses a search too long', async () => {
    await t.app.services.db.delete(complaintActions).where(eq(complaintActions.complaintId, ids.get('light')!));
    t.app.services.cache.invalidate();
    expect(await search('electrician')).toEqual([]);
    expect(await search('pothole')).toEqual(['light', 'pothole']);
    const long = await t.app.inject({
      url: `/api/Admin/complaint?search=${'a'.repeat(101)}`,
      headers: { authorization: world.people.admin.authorization },
    });
    expect(long.statusCode).toBe(400);
  });

  it('is served by the trigram index at scale (the plan reads complaints_search_words_trgm_idx)', async () => {
    await t.app.services.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = await t.app.services.db.execute(
        sql`explain select id from complaints where search_words like ${'%pothole%'} and search_words like ${'%गड्ढा%'}`,
      );
      expect(JSON.stringify(plan)).toContain('complaints_search_words_trgm_idx');
    } finally {
      await t.app.services.db.execute(sql`reset enable_seqscan`);
    }
  });
});

describe('the search box: number or words', () => {
  it('a word in more complaints than it counts: "more than", pages in the queue\'s order from its indexes, the same rows', async () => {
    const page = async (q: string, n: number, who: keyof WardWorld['people'] = 'admin') => {
      const res = await t.app.inject({
        url: `/api/Admin/complaint?search=${encodeURIComponent(q)}&pageSize=1&page=${n}`,
        headers: { authorization: world.people[who].authorization },
      });
      expect(res.statusCode, res.body).toBe(200);
      return {
        ids: (res.json() as StaffQueueItem[]).map((c) => c.id),
        total: Number(res.headers['x-total-count']),
        more: res.headers['x-total-more'],
      };
    };
    const pages = async (q: string, who: keyof WardWorld['people'] = 'admin') => {
      const list: number[] = [];
      for (let n = 1; n <= 12; n++) list.push(...(await page(q, n, who)).ids);
      return list;
    };
    // Counted in full: 'the' is in several complaints; all but the first closed, so that both parts of the queue hold
    // some and the closed part (newest first) is longer than a page's reach into it.
    await t.app.services.db
      .update(complaints)
      .set({ status: 'Resolved' })
      .where(
        sql`${complaints.searchWords} like '%the%' and ${complaints.id} > (select min(id) from complaints where search_words like '%the%')`,
      );
    const counted = await page('the', 1);
    expect(counted.more).toBeUndefined();
    expect(counted.total).toBeGreaterThan(3);
    expect(counted.total).toBeLessThan(12);
    const order = await pages('the');
    expect(order).toHaveLength(counted.total);
    const officerOrder = await pages('the', 'officerOne');
    expect(officerOrder.length).toBeGreaterThan(2);
    expect(officerOrder.length).toBeLessThan(order.length);
    const saved = ComplaintService.searchWordsCap;
    ComplaintService.searchWordsCap = 2;
    try {
      expect(await page('the', 1)).toMatchObject({ total: 2, more: 'true' });
      // Every page as the counted search ordered it (open oldest first, then the others newest first), the last too.
      expect(await pages('the')).toEqual(order);
      expect(await page('the', 1, 'officerOne')).toMatchObject({ total: 2, more: 'true' });
      expect(await pages('the', 'officerOne')).toEqual(officerOrder);
      // Fewer than the cap: counted as before.
      expect(await page('the lamps', 1)).toMatchObject({ total: 1, more: undefined });
    } finally {
      ComplaintService.searchWordsCap = saved;
    }
  });

  it('tells a number from words, and splits words as the service does', () => {
    for (const n of ['GRV-2026-000123', 'grv-', '000123', '2026-0001', '  123 ']) expect(isNumberSearch(n), n).toBe(true);
    for (const w of ['pothole', 'गड्ढा', 'grv light', 'ward 4', '50%']) expect(isNumberSearch(w), w).toBe(false);
    expect(searchWordsOf('  Pothole  ROAD pothole a ')).toEqual(['pothole', 'road']);
    expect(searchWordsOf('a b')).toEqual(['a b']);
    expect(searchWordsOf('1 2 3 4 5 6 7 8 9 10 11 12'.replace(/(\d+)/g, 'w$1'))).toHaveLength(8);
  });
});

/** Migration 0021 gives the complaints an install already holds their words, remarks included. */
describe('migration 0021 (complaint words)', () => {
  it("fills the words of every complaint already there, its history's remarks included", async () => {
    const seed = `${oldComplaintsSql([{ info: 'Old POTHOLE by the well', landmark: 'पुराना कुआँ', status: 'Resolved', name: 'Kamla Devi' }])}
      insert into complaint_actions (complaint_id, status, remarks, actor_role)
        values ((select id from complaints), 'Resolved', 'Filled with gravel', 'admin');`;
    await migrateOver(21, '0020_policy_pages', seed, async ({ db }) => {
      const [row] = await rowsOf<{ words: string }>(db, sql`select search_words as words from complaints`);
      for (const word of ['pothole', 'well', 'कुआँ', 'kamla', 'gravel']) expect(row!.words, word).toContain(word);
    });
  });
});
