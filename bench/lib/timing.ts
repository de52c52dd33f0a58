/**
 * Timing calls made in the bench's own process (the services called as the routes call them): a call's times at
 * a number of concurrent clients, and a case measured at each client count with, when it has one, its baseline
 * measured right after at the same count (the ratio of their p95 is the change's, whatever else the machine runs).
 */
import type { Check } from './section.ts';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs `call` from `clients` concurrent loops for up to `seconds` (at most `maxCalls` calls): each call's ms. */
export async function measure(call: () => Promise<unknown>, clients: number, seconds: number, maxCalls: number): Promise<number[]> {
  await call(); // warm-up: plans, buffers
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  let started = 0;
  const minCalls = clients * 3;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (started < minCalls || (performance.now() < end && started < maxCalls)) {
        started++;
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

/** One case of a timing table. */
export interface TimedCase {
  name: string;
  call: () => Promise<unknown>;
  /**
   * The same question answered as before a change (`call`, else the case's own call, between `before` and `after`),
   * measured right after the case at each client count (its ratio).
   */
  baseline?: { name: string; call?: () => Promise<unknown>; before: () => void; after: () => void };
}

export interface TimingSettings {
  /** The client counts, e.g. [1, 10]. */
  clients: number[];
  /** Per case and client count, at most `maxCalls` calls. */
  seconds: number;
  maxCalls: number;
  /** The p95 target (ms). */
  targetMs: number;
}

/** A call's times at one client count. */
export interface Timing {
  calls: number;
  p50: number;
  p95: number;
}

export interface CaseTimes {
  /** The case's row (then its baseline's): p50, p95 and ok/MISS per client count, then the p95 ratio to the baseline per count. */
  rows: string[][];
  /** The case's p95 against the target at each client count, named `<checkPrefix> <case> @<clients> p95`. */
  checks: Check[];
  /** Per client count: the case's times and its baseline's. */
  times: Array<{ clients: number; timing: Timing; baseline?: Timing }>;
}

/** The head of a table of timed cases: `first`, then p50, p95 and the target per client count, then the ratios. */
export const timingHead = (first: string, { clients, targetMs }: TimingSettings) => [
  first,
  ...clients.flatMap((n) => [`p50 @${n}`, `p95 @${n}`, `≤${targetMs}`]),
  ...clients.map((n) => `p95 @${n} / before`),
];

/**
 * Measures a case at each client count and its baseline right after it at the same count; prints and returns their
 * rows (labelled `rowPrefix` + name), the checks and the times.
 */
export async function timeCase(c: TimedCase, settings: TimingSettings, rowPrefix: string, checkPrefix: string): Promise<CaseTimes> {
  const { clients: counts, seconds, maxCalls, targetMs } = settings;
  const timingOf = (times: number[]): Timing => ({ calls: times.length, p50: percentile(times, 50), p95: percentile(times, 95) });
  const cells = (t: Timing) => [ms(t.p50), ms(t.p95), t.p95 <= targetMs ? 'ok' : 'MISS'];
  const row = [`${rowPrefix}${c.name}`];
  const baseRow = c.baseline ? [`${rowPrefix}${c.baseline.name}`] : undefined;
  const ratios: string[] = [];
  const out: CaseTimes = { rows: [row], checks: [], times: [] };
  for (const clients of counts) {
    const timing = timingOf(await measure(c.call, clients, seconds, maxCalls));
    row.push(...cells(timing));
    let baseline: Timing | undefined;
    if (c.baseline && baseRow) {
      c.baseline.before();
      try {
        baseline = timingOf(await measure(c.baseline.call ?? c.call, clients, seconds, maxCalls));
        baseRow.push(...cells(baseline));
        ratios.push((timing.p95 / baseline.p95).toFixed(2));
      } finally {
        c.baseline.after();
      }
    }
    out.times.push({ clients, timing, ...(baseline ? { baseline } : {}) });
    out.checks.push({
      name: `${checkPrefix} ${c.name} @${clients} p95`,
      target: `≤ ${targetMs} ms`,
      actual: `${ms(timing.p95)} ms`,
      met: timing.p95 <= targetMs,
    });
  }
  row.push(...(ratios.length ? ratios : counts.map(() => '–')));
  console.log(`    ${row.join('  ')}`);
  if (baseRow) {
    baseRow.push(...counts.map(() => '1.00'));
    out.rows.push(baseRow);
    console.log(`    ${baseRow.join('  ')}`);
  }
  return out;
}
