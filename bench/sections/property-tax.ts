/**
 * `property-tax` (issue 27): the demand register's CSV import at 100,000 rows (time, and the process's peak RSS while
 * it runs: the file is streamed, checked, then written in batches, so memory should not grow with the file), then the
 * citizen's look-up at that size, with and without the owner's four digits, at 1 and 10 concurrent clients (target
 * p95 ≤ 50 ms), the look-up with the digits also against its baseline measured in the same run (the look-up as it was
 * before its throttle became one statement: four writes a call, bench/lib/property-tax-baseline.ts), on the embedded database and, when BENCH_DATABASE_URL (else TEST_DATABASE_URL) names a server, on
 * PostgreSQL. The service is called in this process, as the routes call it; the register is the demo generator's.
 *
 * Settings: BENCH_TAX_ROWS (100000), BENCH_SCALE_SECONDS (3, per case and client count, at most BENCH_SCALE_CALLS, 200).
 */
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { propertyTax, wards } from '../../apps/server/src/db/schema.ts';
import { PropertyTaxService } from '../../apps/server/src/property-tax/service.ts';
import { registerCsvFile, registerCsvLines } from '../../packages/demo/src/property-tax.ts';
import { wardNames, wardNamesHi } from '../../packages/demo/src/data.ts';
import type { Check, Section, Table } from '../lib/section.ts';
import { measure, ms, percentile } from '../lib/timing.ts';
import { loadAverageTable, onEachBenchDatabase, scaleSettings } from '../lib/scale-setup.ts';
import { Limiter } from '../../apps/server/src/auth/limiter.ts';
import { lookupFourWrites } from '../lib/property-tax-baseline.ts';

const TARGET_MS = 50;
const TARGET_IMPORT_S = 30;
const CLIENTS = [1, 10];

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? '');
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};

/** The process's RSS sampled every 25 ms while `run` runs: its peak, in MB. */
async function peakRss<T>(run: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  try {
    const value = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, peakMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

export const propertyTaxSection: Section = {
  name: 'property-tax',
  title: `Property tax: the register's import and the look-up at scale (import ≤ ${TARGET_IMPORT_S} s, look-up p95 ≤ ${TARGET_MS} ms)`,
  async run(ctx) {
    const rows = Math.round(num('BENCH_TAX_ROWS', 100_000));
    const { seconds, maxCalls, pgServer, kinds } = scaleSettings();
    const { file, remove } = await registerCsvFile(registerCsvLines(rows, wardNames));
    const fileMb = fs.statSync(file).size / 1024 / 1024;
    console.log(`  register file: ${rows} rows, ${fileMb.toFixed(1)} MB`);
    const tables: Table[] = [];
    const checks: Check[] = [];
    const data: Record<string, unknown> = { rows, fileMb, loadAverageBefore: os.loadavg()[0] };
    const importRows: string[][] = [];
    const lookupRows: string[][] = [];
    try {
      await onEachBenchDatabase(ctx.resources, kinds, pgServer, { dir: 'tax' }, async (kind, database) => {
        await database.db.insert(wards).values(wardNames.map((name, i) => ({ name, nameHi: wardNamesHi[i]! })));
        const service = new PropertyTaxService(database.db);
        const actor = { id: null, email: 'bench@example.in', role: 'revenue' };
        const rssBefore = process.memoryUsage().rss / 1024 / 1024;
        const t0 = performance.now();
        const { value: result, peakMb } = await peakRss(() =>
          service.import({ path: file, fileName: 'register.csv' }, { mode: 'replace', dryRun: false }, actor),
        );
        const importS = (performance.now() - t0) / 1000;
        if (!result.imported || result.registerSize !== rows) throw new Error(`the import wrote ${result.registerSize} of ${rows} rows`);
        // A merge of the same file: every row an update.
        const t1 = performance.now();
        await service.import({ path: file, fileName: 'register.csv' }, { mode: 'merge', dryRun: false }, actor);
        const mergeS = (performance.now() - t1) / 1000;
        importRows.push([
          kind,
          `${importS.toFixed(1)} s`,
          `${mergeS.toFixed(1)} s`,
          rssBefore.toFixed(0),
          peakMb.toFixed(0),
          `+${(peakMb - rssBefore).toFixed(0)}`,
        ]);
        console.log(
          `  ${kind}: imported ${rows} rows in ${importS.toFixed(1)} s (merge ${mergeS.toFixed(1)} s); RSS ${rssBefore.toFixed(0)} → peak ${peakMb.toFixed(0)} MB`,
        );
        checks.push({
          name: `property tax ${kind} import of ${rows} rows`,
          target: `≤ ${TARGET_IMPORT_S} s`,
          actual: `${importS.toFixed(1)} s`,
          met: importS <= TARGET_IMPORT_S,
        });
        data[`${kind} import`] = { seconds: importS, mergeSeconds: mergeS, rssBeforeMb: rssBefore, peakRssMb: peakMb };

        // Numbers that are on the register (the generator's: SDP/<ward>/<serial>), and the address of each call.
        const perWard = Math.floor(rows / wardNames.length);
        const someNo = () =>
          `SDP/${String(1 + Math.floor(Math.random() * wardNames.length)).padStart(2, '0')}/${String(1 + Math.floor(Math.random() * perWard)).padStart(4, '0')}`;
        const someIp = () =>
          `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
        const withMobile = (
          await database.db
            .select({ no: propertyTax.assessmentNo, last4: propertyTax.mobileLast4 })
            .from(propertyTax)
            .where(sql`${propertyTax.mobileLast4} <> ''`)
            .orderBy(sql`random()`)
            .limit(1000)
        ).map((r) => [r.no, r.last4] as const);
        const limiter = new Limiter(database.db);
        const someOwner = () => withMobile[Math.floor(Math.random() * withMobile.length)]!;
        const cases: Array<{ name: string; call: () => Promise<unknown>; baseline?: () => Promise<unknown> }> = [
          { name: 'look-up by number', call: () => service.lookup(someNo(), undefined, someIp()) },
          {
            name: 'look-up with the four digits (owner shown)',
            call: () => {
              const [no, last4] = someOwner();
              return service.lookup(no, last4, someIp());
            },
            baseline: () => {
              const [no, last4] = someOwner();
              return lookupFourWrites(database.db, limiter, no, last4, someIp());
            },
          },
          {
            name: 'look-up, not on the register',
            call: () => service.lookup(`NONE/${Math.random()}`.slice(0, 20), undefined, someIp()).catch(() => undefined),
          },
        ];
        for (const c of cases) {
          const row = [`${kind}: ${c.name}`];
          const before = c.baseline ? [`${kind}: … before: four writes (baseline)`] : undefined;
          for (const clients of CLIENTS) {
            const times = await measure(c.call, clients, seconds, maxCalls);
            const p50 = percentile(times, 50);
            const p95 = percentile(times, 95);
            let ratio = '–';
            if (c.baseline && before) {
              // Measured right after, at the same load: the ratio is the change's, whatever else the machine runs.
              const baseTimes = await measure(c.baseline, clients, seconds, maxCalls);
              const bp95 = percentile(baseTimes, 95);
              before.push(ms(percentile(baseTimes, 50)), ms(bp95), bp95 <= TARGET_MS ? 'ok' : 'MISS', '1.00');
              ratio = (p95 / bp95).toFixed(2);
              data[`${kind} ${c.name} before @${clients}`] = { calls: baseTimes.length, p50: percentile(baseTimes, 50), p95: bp95 };
            }
            row.push(ms(p50), ms(p95), p95 <= TARGET_MS ? 'ok' : 'MISS', ratio);
            data[`${kind} ${c.name} @${clients}`] = { calls: times.length, p50, p95, p95ToBaseline: ratio };
            checks.push({
              name: `property tax ${kind} ${c.name} @${clients} p95`,
              target: `≤ ${TARGET_MS} ms`,
              actual: `${ms(p95)} ms`,
              met: p95 <= TARGET_MS,
            });
          }
          lookupRows.push(row);
          console.log(`    ${row.join('  ')}`);
          if (before) {
            lookupRows.push(before);
            console.log(`    ${before.join('  ')}`);
          }
        }
      });
    } finally {
      await remove();
    }
    tables.push({
      head: [`import of ${rows} rows (${fileMb.toFixed(1)} MB)`, 'replace', 'merge', 'RSS before (MB)', 'peak RSS (MB)', 'growth'],
      rows: importRows,
    });
    tables.push({
      head: ['look-up (ms)', 'p50 @1', 'p95 @1', `≤${TARGET_MS}`, 'p95 / before', 'p50 @10', 'p95 @10', `≤${TARGET_MS}`, 'p95 / before'],
      rows: lookupRows,
    });
    tables.push(loadAverageTable(data));
    return { tables, checks, data };
  },
};
