/**
 * `licences` (issue 27): the staff queue of trade licence applications at 100,000 applications (the newest page, a
 * status, a ward, a category with dates, a search by number, by a trade-name word and by mobile, the oldest first,
 * a deep page), at 1 and 10 concurrent clients (target p95 ≤ 50 ms), on the embedded database and, when
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL) names a server, on PostgreSQL. The service is called in this process,
 * as the route calls it; the applications are written by one generate_series statement. A trade-name word is also
 * measured counted on every call (no cache: what the first call after a write pays), up to 500, against its baseline
 * measured right after in the same run: every match counted, as before the cap.
 *
 * Settings: BENCH_TL_APPLICATIONS (100000), BENCH_SCALE_SECONDS (3, per case and client count, at most BENCH_SCALE_CALLS, 200).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { checkTradeLicenceQuery } from '@nagar/contract';
import type { Database } from '../../apps/server/src/db/client.ts';
import { wards } from '../../apps/server/src/db/schema.ts';
import { LicenceService } from '../../apps/server/src/licences/service.ts';
import { PublicCache } from '../../apps/server/src/cache/public-cache.ts';
import { wardNames, wardNamesHi } from '../../packages/demo/src/data.ts';
import type { Check, Section, Table } from '../lib/section.ts';
import { timeCase, timingHead, type TimedCase } from '../lib/timing.ts';
import { loadAverageTable, onEachBenchDatabase, scaleSettings } from '../lib/scale-setup.ts';

const TARGET_MS = 50;
const CLIENTS = [1, 10];

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? '');
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};

const NAMES = ['Sharma', 'Gupta', 'Verma', 'Khan', 'Patel', 'Jain', 'Yadav', 'Mishra', 'शर्मा', 'गुप्ता'];
const TRADES = ['Traders', 'Stores', 'Sweets', 'Tailors', 'Hardware', 'Flour Mill', 'Medicals', 'Kirana', 'मिष्ठान्न भंडार', 'किराना'];
const STATUSES = ['submitted', 'scrutiny', 'returned', 'approved', 'rejected'];

/** `count` applications over the last years, spread over the statuses, wards, categories and names. */
async function seed(database: Database, count: number): Promise<void> {
  const ids = await database.db
    .insert(wards)
    .values(wardNames.map((name, i) => ({ name, nameHi: wardNamesHi[i]! })))
    .returning({ id: wards.id });
  const arr = (list: Array<string | number>) => sql.raw(`array[${list.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(',')}]`);
  await database.db.execute(sql`
    insert into trade_licence_applications
      (application_no, status, fields, licence_type, trade_name, owner_name, mobile, trade_category, locality, ward_id, fee_due, created_at, updated_at)
    select 'TL-' || (2026 - g / 40000) || '-' || lpad(g::text, 6, '0'),
           (${arr(STATUSES)})[1 + g % 5],
           '{}'::jsonb,
           case when g % 7 = 0 then 'renewal' else 'annual' end,
           (${arr(NAMES)})[1 + g % 10] || ' ' || (${arr(TRADES)})[1 + (g / 10) % 10] || ' ' || g,
           (${arr(NAMES)})[1 + (g / 3) % 10] || ' Owner ' || g,
           '9' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
           case when g % 3 = 0 then 'manufacturing' else 'retail' end,
           'Locality ' || (g % 50),
           (${arr(ids.map((w) => w.id))})[1 + g % ${ids.length}],
           500,
           now() - make_interval(mins => g * 10),
           now() - make_interval(mins => g * 10)
    from generate_series(1, ${count}) g`);
  // PostgreSQL's autovacuum would vacuum a table that grew this much while the cases run, at their expense: it is done
  // first, as the scale section does. The embedded database (no autovacuum) is measured as seeded, analysed only.
  await database.db.execute(
    database.kind === 'postgres' ? sql`vacuum analyze trade_licence_applications` : sql`analyze trade_licence_applications`,
  );
}

export const licencesSection: Section = {
  name: 'licences',
  title: `Trade licences: the staff queue at scale (p95 ≤ ${TARGET_MS} ms at 1 and 10 clients)`,
  async run(ctx) {
    const count = Math.round(num('BENCH_TL_APPLICATIONS', 100_000));
    const { seconds, maxCalls, pgServer, kinds } = scaleSettings();
    const timing = { clients: CLIENTS, seconds, maxCalls, targetMs: TARGET_MS };
    const checks: Check[] = [];
    const rows: string[][] = [];
    const data: Record<string, unknown> = { applications: count, loadAverageBefore: os.loadavg()[0] };
    await onEachBenchDatabase(ctx.resources, kinds, pgServer, { dir: 'licences', prefix: 'nagar_bench_tl' }, async (kind, database) => {
      const t0 = performance.now();
      await seed(database, count);
      console.log(`  ${kind}: ${count} applications written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      // As the portal makes it: the queue's totals kept per filter until a write (PUBLIC_CACHE_SECONDS 0 on PGlite, 2 on PostgreSQL).
      const cache = new PublicCache(kind === 'pglite' ? 0 : 2);
      const service = new LicenceService(database.db, { imageMaxBytes: 5 << 20, documentMaxBytes: 20 << 20 }, cache);
      const [firstWard] = await service.wardOptions();
      const list = (query: Record<string, string>) => () => service.list(checkTradeLicenceQuery(query).filters);
      const someNo = () => `TL-2025-${String(1 + Math.floor(Math.random() * count)).padStart(6, '0')}`;
      // No cache: every call counts its matches (what the first call after a write pays).
      const uncounted = new LicenceService(database.db, { imageMaxBytes: 5 << 20, documentMaxBytes: 20 << 20 });
      const cap = LicenceService.searchWordsCap;
      const cases: TimedCase[] = [
        { name: 'newest page', call: list({}) },
        { name: 'status: submitted', call: list({ status: 'submitted' }) },
        { name: 'a ward', call: list({ ward: String(firstWard!.id) }) },
        { name: 'category and a month', call: list({ category: 'manufacturing', from: '2026-10-01', to: '2026-10-31' }) },
        { name: 'search by number', call: () => service.list(checkTradeLicenceQuery({ q: someNo() }).filters) },
        { name: 'search by a trade word', call: list({ q: 'hardware' }) },
        {
          name: 'search by a trade word, count miss (counted to 500)',
          call: () => uncounted.list(checkTradeLicenceQuery({ q: 'hardware' }).filters),
          baseline: {
            name: '… before: every match counted (baseline)',
            before: () => (LicenceService.searchWordsCap = Number.MAX_SAFE_INTEGER - 1),
            after: () => (LicenceService.searchWordsCap = cap),
          },
        },
        { name: 'search by mobile', call: list({ q: '9000079190' }) },
        { name: 'oldest first', call: list({ sort: 'oldest' }) },
        { name: 'page 40', call: list({ page: '40' }) },
      ];
      for (const c of cases) {
        // One call first: the queue's total per filter is then kept until the next write (the first call after a
        // write pays the count; the uncached figures are in docs/performance.md).
        await c.call();
        const timed = await timeCase(c, timing, `${kind}: `, `licence queue ${kind}`);
        rows.push(...timed.rows);
        checks.push(...timed.checks);
        for (const { clients, timing: caseTiming, baseline } of timed.times) {
          data[`${kind} ${c.name} @${clients}`] = caseTiming;
          if (baseline) data[`${kind} ${c.baseline!.name} @${clients}`] = baseline;
        }
      }
    });
    const tables: Table[] = [
      {
        head: timingHead(`queue at ${count} applications (ms)`, timing),
        rows,
      },
      loadAverageTable(data),
    ];
    return { tables, checks, data };
  },
};
