import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { tenders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { tenderStateFilter } from './tender-state.ts';
import { nowInIndia } from '../lib/india-time.ts';

describe('nowInIndia', () => {
  it('is India Standard Time (UTC+5:30) as yyyy-MM-dd HH:mm', () => {
    expect(nowInIndia(new Date('2026-03-15T06:30:00Z'))).toBe('2026-03-15 12:00');
    expect(nowInIndia(new Date('2026-03-15T06:30:59.999Z'))).toBe('2026-03-15 12:00');
    // The date changes at 18:30 UTC, not at midnight UTC; also across a month and a year.
    expect(nowInIndia(new Date('2026-03-15T18:29:00Z'))).toBe('2026-03-15 23:59');
    expect(nowInIndia(new Date('2026-03-15T18:30:00Z'))).toBe('2026-03-16 00:00');
    expect(nowInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01 01:30');
    expect(nowInIndia(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01 05:30');
  });

  it('defaults to the current time', () => {
    const before = nowInIndia(new Date());
    const now = nowInIndia();
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(now >= before && now <= nowInIndia(new Date())).toBe(true);
  });
});

/** name → [last date of submission, time] */
const CLOSING: Record<string, [string, string | null]> = {
  'today 12:01': ['2026-03-15', '12:01'],
  'today 11:59': ['2026-03-15', '11:59'],
  'today no time': ['2026-03-15', null],
  'today empty time': ['2026-03-15', ''],
  'yesterday no time': ['2026-03-14', null],
  'yesterday 23:59': ['2026-03-14', '23:59'],
  'tomorrow 00:00': ['2026-03-16', '00:00'],
  'tomorrow 01:00': ['2026-03-16', '01:00'],
  'tomorrow 01:45': ['2026-03-16', '01:45'],
};

/** Instants (UTC) and the tenders still open then; every other tender is closed. */
const SCENARIOS: Array<[string, string, string[]]> = [
  [
    '12:00 IST on the 15th',
    '2026-03-15T06:30:00Z',
    ['today 12:01', 'today no time', 'today empty time', 'tomorrow 00:00', 'tomorrow 01:00', 'tomorrow 01:45'],
  ],
  // 20:00 UTC on the 15th is already 01:30 on the 16th in India: the 15th has closed.
  ['01:30 IST on the 16th', '2026-03-15T20:00:00Z', ['tomorrow 01:45']],
  // No time: open until the end of the day (IST).
  [
    '23:58 IST on the 14th',
    '2026-03-14T18:28:00Z',
    [
      'today 12:01',
      'today 11:59',
      'today no time',
      'today empty time',
      'yesterday no time',
      'yesterday 23:59',
      'tomorrow 00:00',
      'tomorrow 01:00',
      'tomorrow 01:45',
    ],
  ],
  [
    '00:01 IST on the 15th',
    '2026-03-14T18:31:00Z',
    ['today 12:01', 'today 11:59', 'today no time', 'today empty time', 'tomorrow 00:00', 'tomorrow 01:00', 'tomorrow 01:45'],
  ],
];

describe('tender state: current until the last date and time of submission (IST) have passed', () => {
  let t: TestApp;
  const id: Record<string, number> = {};
  const name = (tenderId: number) => Object.keys(id).find((k) => id[k] === tenderId) ?? `other ${tenderId}`;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [label, [date, time]] of Object.entries(CLOSING)) {
      const [row] = await t.app.services.db
        .insert(tenders)
        .values({
          tender_no: `T/${label}`,
          tender_title: label,
          publish_date: '2026-03-01',
          last_date_of_submission: date,
          last_date_of_submission_time: time,
          status: 'Open',
        })
        .returning({ id: tenders.id });
      id[label] = row!.id;
    }
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const sorted = (labels: string[]) => [...labels].sort();
  const closedAt = (open: string[]) => sorted(Object.keys(CLOSING).filter((k) => !open.includes(k)));

  describe('tenderStateFilter, in the database', () => {
    for (const [when, instant, open] of SCENARIOS) {
      it(`at ${when}`, async () => {
        const select = async (state: 'current' | 'past') =>
          sorted(
            (
              await t.app.services.db
                .select({ id: tenders.id })
                .from(tenders)
                .where(tenderStateFilter(state, new Date(instant)))
            ).map((r) => name(r.id)),
          );
        expect(await select('current')).toEqual(sorted(open));
        expect(await select('past')).toEqual(closedAt(open));
      });
    }
  });

  describe('GET /api/Public/tender?state=current|past', () => {
    async function list(state?: string): Promise<string[]> {
      const res = await t.app.inject({ method: 'GET', url: `/api/Public/tender${state ? `?state=${state}` : ''}` });
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json() as Array<{ id: number }>;
      expect(res.headers['x-total-count']).toBe(String(items.length));
      return sorted(items.map((i) => name(i.id)).filter((n) => n in CLOSING));
    }

    for (const [when, instant, open] of SCENARIOS) {
      it(`at ${when}`, async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(instant));
        expect(await list('current')).toEqual(sorted(open));
        expect(await list('past')).toEqual(closedAt(open));
        // Without a state: every tender.
        expect(await list()).toEqual(sorted(Object.keys(CLOSING)));
      });
    }

    it('the same cached answer is not served after the clock passes a closing time', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-15T06:28:00Z')); // 11:58 IST
      expect(await list('current')).toContain('today 11:59');
      vi.setSystemTime(new Date('2026-03-15T06:30:00Z')); // 12:00 IST
      expect(await list('current')).not.toContain('today 11:59');
      expect(await list('past')).toContain('today 11:59');
    });

    it('on the real clock: closed yesterday is past; today without a time and tomorrow are current', async () => {
      const day = (offset: number) => new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);
      const rows = await t.app.services.db
        .insert(tenders)
        .values(
          [
            ['real yesterday', day(-1), null],
            ['real today', day(0), null],
            ['real tomorrow', day(1), '00:00'],
          ].map(([label, date, time]) => ({
            tender_no: `T/${label}`,
            tender_title: label!,
            publish_date: day(-10),
            last_date_of_submission: date!,
            last_date_of_submission_time: time,
            status: 'Open',
          })),
        )
        .returning({ id: tenders.id, title: tenders.tender_title });
      t.app.services.cache.invalidate();
      const ids = rows.map((r) => r.id);
      const titles = async (state: string) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/Public/tender?state=${state}` });
        return (res.json() as Array<{ id: number; tender_title: string }>)
          .filter((i) => ids.includes(i.id))
          .map((i) => i.tender_title)
          .sort();
      };
      expect(await titles('current')).toEqual(['real today', 'real tomorrow']);
      expect(await titles('past')).toEqual(['real yesterday']);
      await t.app.services.db.delete(tenders).where(inArray(tenders.id, ids));
      t.app.services.cache.invalidate();
    });
  });
});
