/**
 * `scale`: every list, filter, the staff queue, staff and public search, notices and the complaint counts at
 * 100,000 complaints (with their history) and 10,000 notices, on the embedded database and on PostgreSQL,
 * at 1 and 10 concurrent clients. Target: p95 ≤ 50 ms each.
 *
 * The data set is laid down by SQL (apps/server/src/test/scale-data.ts), then the services are called in
 * this process (as the portal's routes and pages call them) with a cache that keeps no page or search result,
 * so every call reaches the database: the figures are the uncached ones. What it keeps, as the portal does, is
 * the number of complaints or notices per filter (counted once until the next write); the `count miss:` rows show what a
 * page costs when that count is not cached yet (for no filter or a status/ward/type filter, a sum over the counts
 * the database keeps per ward, type and status: complaint_counts, migration 0010). Queries vary (pages, wards, dates, search terms drawn at
 * random) so that no two calls in a row ask the very same thing.
 *
 * Settings: BENCH_SCALE_COMPLAINTS (100000), BENCH_SCALE_NOTICES (10000), BENCH_SCALE_SECONDS (3, per case
 * and client count, at most BENCH_SCALE_CALLS calls, 200), BENCH_SCALE_ONLY (a regular expression: only the
 * cases it names), BENCH_DATABASE_URL (else TEST_DATABASE_URL): a
 * PostgreSQL server on which a fresh database is made for the run and dropped after; without either the
 * PostgreSQL half is skipped. PostgreSQL is measured after a VACUUM ANALYZE (what its autovacuum does soon
 * after a table grows); the embedded database twice: as seeded, never vacuumed (it has no autovacuum: what the
 * portal serves until its first VACUUM, a minute after it starts, db/maintenance.ts), then after a VACUUM (the state
 * the portal keeps, vacuuming every few hours).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { ComplaintService } from '../../apps/server/src/complaints/service.ts';
import { countByStatus } from '../../apps/server/src/complaints/counts.ts';
import { complaintReport, lastTwelveMonths } from '../../apps/server/src/complaints/reports.ts';
import { PublicCache } from '../../apps/server/src/cache/public-cache.ts';
import { ResourceService } from '../../apps/server/src/resources/service.ts';
import { bindings } from '../../apps/server/src/resources/bindings.ts';
import { searchContent } from '../../apps/server/src/search/search.ts';
import type { Services } from '../../apps/server/src/services.ts';
import { SCALE_TYPES, SCALE_WARDS, SCALE_WORDS, SCALE_WORDS_HI } from '../../apps/server/src/test/scale-data.ts';
import {
  between,
  loadAverageTable,
  onEachBenchDatabase,
  pick,
  SCALE_CLIENTS,
  SCALE_TARGET_MS,
  scaleDraws,
  scaleSettings,
  seedScale,
} from '../lib/scale-setup.ts';
import type { Check, Section, Table } from '../lib/section.ts';
import { timeCase, timingHead, type TimedCase } from '../lib/timing.ts';

const TARGET_MS = SCALE_TARGET_MS;
const CLIENTS = SCALE_CLIENTS;

/**
 * The public cache with pages never kept: every list and search call reaches the database. The totals per list
 * filter (`totals:…`: complaints, notices) are kept, as the portal keeps them until the next write, unless
 * `counts` is false (the cost of a count that misses, measured apart). The grievance lists (`complaint-options`,
 * which name a page's wards and types in Hindi) are kept too, as the portal keeps them: they are no page.
 */
class PagesUncached extends PublicCache {
  constructor(private readonly counts: boolean) {
    super(0);
  }
  override get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = key === 'complaint-options' || (this.counts && key.startsWith('totals:'));
    return kept ? super.get(key, load) : load();
  }
}

const wordIndexWordsMax = ComplaintService.wordIndexWordsMax;

function cases(database: Database, complaintCount: number, noticeCount: number): TimedCase[] {
  const db = database.db;
  const cache = new PagesUncached(true);
  const limits = { imageMaxBytes: 1, documentMaxBytes: 1 };
  const complaints = new ComplaintService(db, limits, cache);
  const countless = new ComplaintService(db, limits, new PagesUncached(false));
  const noticeBinding = bindings.find((b) => b.def.name === 'notice')!;
  const notice = new ResourceService(noticeBinding, db, limits, cache);
  const noticeCountless = new ResourceService(noticeBinding, db, limits, new PagesUncached(false));
  const services = { db } as Services;
  const { publicPages, staffPages, noticePages, someMonth, someNo } = scaleDraws(complaintCount, noticeCount);
  return [
    { name: 'public list, first page', call: () => complaints.listPublic({ page: 1, pageSize: 20 }) },
    { name: 'public list, pages 2–10', call: () => complaints.listPublic({ page: between(2, 10), pageSize: 20 }) },
    {
      name: 'public list, deep page (½–all)',
      call: () => complaints.listPublic({ page: between(publicPages / 2, publicPages), pageSize: 20 }),
    },
    {
      name: 'public list, status',
      call: () => complaints.listPublic({ status: pick(['Resolved', 'Rejected', 'Open', 'Pending']), page: 1, pageSize: 20 }),
    },
    { name: 'public list, ward', call: () => complaints.listPublic({ ward: pick(SCALE_WARDS), page: between(1, 5), pageSize: 20 }) },
    {
      name: 'public list, status + ward',
      call: () => complaints.listPublic({ status: pick(['Resolved', 'In Progress']), ward: pick(SCALE_WARDS), page: 1, pageSize: 20 }),
    },
    { name: 'staff queue, first page', call: () => complaints.listStaff({ page: 1, pageSize: 25 }) },
    { name: 'staff queue, pages 2–10', call: () => complaints.listStaff({ page: between(2, 10), pageSize: 25 }) },
    {
      name: 'staff queue, deep page (½–all)',
      call: () => complaints.listStaff({ page: between(staffPages / 2, staffPages), pageSize: 25 }),
    },
    {
      name: 'staff queue, status',
      call: () => complaints.listStaff({ status: pick(['Open', 'Pending', 'Resolved']), page: 1, pageSize: 25 }),
    },
    { name: 'staff queue, ward', call: () => complaints.listStaff({ ward: pick(SCALE_WARDS), page: between(1, 3), pageSize: 25 }) },
    { name: 'staff queue, type', call: () => complaints.listStaff({ type: pick(SCALE_TYPES), page: 1, pageSize: 25 }) },
    { name: 'staff queue, 30-day range', call: () => complaints.listStaff({ ...someMonth(), page: 1, pageSize: 25 }) },
    {
      name: 'staff queue, ward + type + range',
      call: () => complaints.listStaff({ ward: pick(SCALE_WARDS), type: pick(SCALE_TYPES), ...someMonth(), page: 1, pageSize: 25 }),
    },
    { name: 'staff search, complaint no.', call: () => complaints.listStaff({ search: someNo(), page: 1, pageSize: 25 }) },
    { name: 'staff search, 4 digits', call: () => complaints.listStaff({ search: someNo().slice(2), page: 1, pageSize: 25 }) },
    // By words (issue 28): a common word (1 in 12 complaints), a Hindi word (1 in 36), a citizen's name (one).
    { name: 'staff search, a word', call: () => complaints.listStaff({ search: pick(SCALE_WORDS), page: 1, pageSize: 25 }) },
    {
      name: 'staff search, a Hindi word',
      call: () => complaints.listStaff({ search: pick(SCALE_WORDS_HI), page: 1, pageSize: 25 }),
      // Before migration 0029: the page walked the queue's indexes with the words as a filter (no word index).
      baseline: {
        name: '… before: walking the queue (baseline)',
        call: () => complaints.listStaff({ search: pick(SCALE_WORDS_HI), page: 1, pageSize: 25 }),
        before: () => (ComplaintService.wordIndexWordsMax = 0),
        after: () => (ComplaintService.wordIndexWordsMax = wordIndexWordsMax),
      },
    },
    {
      name: 'staff search, a name',
      call: () => complaints.listStaff({ search: `Citizen ${between(1, complaintCount)}`, page: 1, pageSize: 25 }),
    },
    { name: 'staff queue, overdue', call: () => complaints.listStaff({ overdue: true, page: between(1, 3), pageSize: 25 }) },
    // Issue 28's reports, uncached (the portal keeps each until the next write): a month, and the public twelve months.
    { name: 'report, a month', call: () => complaintReport(db, cache, someMonth()) },
    { name: 'report, twelve months (public record)', call: () => complaintReport(db, cache, lastTwelveMonths()) },
    { name: 'count miss: public list, first page', call: () => countless.listPublic({ page: 1, pageSize: 20 }) },
    { name: 'count miss: staff queue, first page', call: () => countless.listStaff({ page: 1, pageSize: 25 }) },
    { name: 'count miss: staff queue, ward', call: () => countless.listStaff({ ward: pick(SCALE_WARDS), page: 1, pageSize: 25 }) },
    { name: 'counts by status (admin: live)', call: () => countByStatus(db) },
    { name: 'public search, a word', call: () => searchContent(services, pick(SCALE_WORDS)) },
    { name: 'public search, a rare phrase', call: () => searchContent(services, `reference ${between(1, noticeCount)})`) },
    { name: 'public search, a Hindi word', call: () => searchContent(services, pick(SCALE_WORDS_HI)) },
    { name: 'public search, a rare Hindi phrase', call: () => searchContent(services, `संदर्भ ${between(1, noticeCount)})`) },
    { name: 'notices, first page', call: () => notice.list({ page: 1, pageSize: 20 }) },
    { name: 'notices, deep page (½–all)', call: () => notice.list({ page: between(noticePages / 2, noticePages), pageSize: 20 }) },
    { name: 'count miss: notices, first page', call: () => noticeCountless.list({ page: 1, pageSize: 20 }) },
  ];
}

export const scaleSection: Section = {
  name: 'scale',
  title: `Lists at scale: uncached p50/p95 per list, filter and search (target p95 ≤ ${TARGET_MS} ms)`,
  async run(ctx) {
    const settings = scaleSettings(3);
    const { complaints: complaintCount, notices: noticeCount, seconds, maxCalls, only, pgServer, kinds } = settings;
    const timing = { clients: CLIENTS, seconds, maxCalls, targetMs: TARGET_MS };

    const tables: Table[] = [];
    const checks: Check[] = [];
    const data: Record<string, unknown> = {
      complaints: complaintCount,
      notices: noticeCount,
      seconds,
      maxCalls,
      loadAverageBefore: os.loadavg()[0],
    };
    await onEachBenchDatabase(ctx.resources, kinds, pgServer, { dir: 'scale' }, async (kind, database) => {
      const seedSeconds = await seedScale(database, kind, settings);
      // PostgreSQL's autovacuum soon vacuums a table that grew this much (which lets index-only scans skip
      // the table); do it now so every run measures that state. PGlite has no autovacuum: it is measured as
      // seeded (never vacuumed), then after the VACUUM the portal runs a minute after it starts and every few hours.
      const phases =
        kind === 'postgres'
          ? [{ label: 'postgres', vacuum: true }]
          : [
              { label: 'pglite', vacuum: false },
              { label: 'pglite after VACUUM', vacuum: true },
            ];
      for (const phase of phases) {
        if (phase.vacuum) {
          const tv = performance.now();
          await database.db.execute(sql`vacuum analyze`);
          console.log(`  ${kind}: VACUUM ANALYZE took ${((performance.now() - tv) / 1000).toFixed(1)} s`);
        }
        const rows: string[][] = [];
        const figures: Record<string, unknown> = { seedSeconds };
        for (const c of cases(database, complaintCount, noticeCount).filter((c) => !only || only.test(c.name))) {
          const timed = await timeCase(c, timing, '', `scale ${phase.label}`);
          rows.push(...timed.rows);
          checks.push(...timed.checks);
          for (const { clients, timing: caseTiming, baseline } of timed.times) {
            figures[`${c.name} @${clients}`] = caseTiming;
            if (baseline) figures[`${c.name} ${c.baseline!.name} @${clients}`] = baseline;
          }
        }
        data[phase.label] = figures;
        tables.push({
          head: timingHead(`${phase.label} (ms)`, timing),
          rows,
        });
      }
    });
    tables.push(loadAverageTable(data));
    return { tables, checks, data };
  },
};
