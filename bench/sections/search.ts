/**
 * `search`: the bilingual site search (apps/server/src/search/search.ts) at 10,000 notices plus 1,000 each of
 * circulars, office orders, tenders and news items, every one in English and Hindi, on the embedded database and
 * on PostgreSQL, one client. Target: p95 ≤ 50 ms per query kind.
 *
 * As cached-answers prints the portal against a bare server measured in the same run, this prints the bilingual search
 * against a baseline measured in the same run on the same data: the search before issue 13 (English only, one
 * ILIKE per column, bench/lib/search-baseline.ts) for the English queries. The ratio is what searching both
 * languages with ranking costs; the p95 in ms is the target's figure. The embedded database is measured as it runs
 * (no VACUUM: it has no autovacuum), PostgreSQL after a VACUUM ANALYZE (what its autovacuum soon does).
 *
 * Settings: BENCH_SEARCH_NOTICES (10000), BENCH_SCALE_SECONDS (3 per case, at most BENCH_SCALE_CALLS calls, 200),
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL) for the PostgreSQL half, as the scale section.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { searchContent } from '../../apps/server/src/search/search.ts';
import type { Services } from '../../apps/server/src/services.ts';
import { SCALE_WORDS, SCALE_WORDS_HI, seedScaleData } from '../../apps/server/src/test/scale-data.ts';
import { englishOnlySearch } from '../lib/search-baseline.ts';
import type { Check, Section, Table } from '../lib/section.ts';
import { measure, ms, percentile } from '../lib/timing.ts';
import { loadAverageTable, onEachBenchDatabase, scaleSettings } from '../lib/scale-setup.ts';

const TARGET_MS = 50;

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? '');
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

interface Case {
  name: string;
  query: () => string;
  /** The English query the baseline answers in the same run (none for Hindi: the baseline finds nothing then). */
  baseline?: true;
}

export const searchSection: Section = {
  name: 'search',
  title: `Site search in English and Hindi at 10,000 items: p50/p95 and the ratio to the English-only search of before (target p95 ≤ ${TARGET_MS} ms)`,
  async run(ctx) {
    const noticeCount = Math.round(num('BENCH_SEARCH_NOTICES', 10_000));
    const { seconds, maxCalls, pgServer, kinds } = scaleSettings();
    const cases: Case[] = [
      { name: 'a common English word', query: () => pick(SCALE_WORDS), baseline: true },
      { name: 'a rare English phrase', query: () => `reference ${between(1, noticeCount)})`, baseline: true },
      { name: 'a common Hindi word', query: () => pick(SCALE_WORDS_HI) },
      { name: 'a rare Hindi phrase', query: () => `संदर्भ ${between(1, noticeCount)})` },
    ];
    const tables: Table[] = [];
    const checks: Check[] = [];
    const data: Record<string, unknown> = { notices: noticeCount, others: 1000, seconds, maxCalls, loadAverageBefore: os.loadavg()[0] };
    await onEachBenchDatabase(ctx.resources, kinds, pgServer, { dir: 'search', prefix: 'nagar_bench_search' }, async (kind, database) => {
      const t0 = performance.now();
      await seedScaleData(database.db, { complaints: 1, notices: noticeCount, others: 1000 });
      console.log(`  ${kind}: seeded ${noticeCount} notices and 4 × 1000 other items in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      if (kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
      const db = database.db;
      const services = { db } as Services;
      const rows: string[][] = [];
      const figures: Record<string, unknown> = {};
      for (const c of cases) {
        const times = await measure(() => searchContent(services, c.query()), 1, seconds, maxCalls);
        const p50 = percentile(times, 50);
        const p95 = percentile(times, 95);
        let base: { p50: number; p95: number } | undefined;
        if (c.baseline) {
          const baseTimes = await measure(() => englishOnlySearch(db, c.query()), 1, seconds, maxCalls);
          base = { p50: percentile(baseTimes, 50), p95: percentile(baseTimes, 95) };
        }
        const row = [
          c.name,
          ms(p50),
          ms(p95),
          p95 <= TARGET_MS ? 'ok' : 'MISS',
          base ? ms(base.p50) : '–',
          base ? ms(base.p95) : '–',
          base ? (p95 / base.p95).toFixed(2) : '–',
        ];
        rows.push(row);
        console.log(`    ${row.join('  ')}`);
        figures[c.name] = { calls: times.length, p50, p95, baseline: base, p95Ratio: base ? p95 / base.p95 : undefined };
        checks.push({
          name: `search ${kind} ${c.name} p95`,
          target: `≤ ${TARGET_MS} ms`,
          actual: `${ms(p95)} ms`,
          met: p95 <= TARGET_MS,
        });
      }
      data[kind] = figures;
      tables.push({
        head: [`${kind} (ms, 1 client)`, 'p50', 'p95', `≤${TARGET_MS}`, 'before p50', 'before p95', 'p95 / before'],
        rows,
      });
    });
    tables.push(loadAverageTable(data));
    return { tables, checks, data };
  },
};
