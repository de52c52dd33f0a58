/**
 * What the `scale` and `scale-http` sections share: their settings (BENCH_SCALE_*), the databases they make for a
 * run (a fresh embedded data directory, or a fresh database on a PostgreSQL server that is dropped after) and the
 * seeding of the data set (apps/server/src/test/scale-data.ts).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { seedScaleData } from '../../apps/server/src/test/scale-data.ts';
import type { Resources } from './processes.ts';
import { scratchPostgres } from './scratch-postgres.ts';
import type { Table } from './section.ts';

export const SCALE_TARGET_MS = 50;
export const SCALE_CLIENTS = [1, 10];

export const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? '');
  return process.env[name] && Number.isFinite(v) && v > 0 ? v : fallback;
};

export interface ScaleSettings {
  complaints: number;
  notices: number;
  /** Per case and client count. */
  seconds: number;
  /** Per case and client count, at most (the in-process timing only). */
  maxCalls: number;
  /** BENCH_SCALE_ONLY: only the cases whose name it matches. */
  only: RegExp | null;
  /** A PostgreSQL server on which a database may be made for the run, if one was named. */
  pgServer: string | undefined;
  kinds: Array<'pglite' | 'postgres'>;
}

/**
 * BENCH_SCALE_COMPLAINTS (100000), BENCH_SCALE_NOTICES (10000), BENCH_SCALE_SECONDS (`seconds`), BENCH_SCALE_CALLS
 * (200), BENCH_SCALE_ONLY, BENCH_DATABASE_URL (else TEST_DATABASE_URL; without either the PostgreSQL half is skipped).
 */
export function scaleSettings(seconds = 3): ScaleSettings {
  const pgServer = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  if (!pgServer)
    console.log('  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a database may be created');
  return {
    complaints: Math.round(num('BENCH_SCALE_COMPLAINTS', 100_000)),
    notices: Math.round(num('BENCH_SCALE_NOTICES', 10_000)),
    seconds: num('BENCH_SCALE_SECONDS', seconds),
    maxCalls: Math.round(num('BENCH_SCALE_CALLS', 200)),
    only: process.env.BENCH_SCALE_ONLY ? new RegExp(process.env.BENCH_SCALE_ONLY, 'i') : null,
    pgServer,
    kinds: pgServer ? ['pglite', 'postgres'] : ['pglite'],
  };
}

/**
 * A fresh database for one bench run: on PostgreSQL a database made on the server for the run (its URL and its drop
 * given back), on the embedded database one in `dir`.
 */
export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  pgServer: string | undefined,
  dir: string,
  prefix = 'nagar_bench',
): Promise<{ database: Database; url?: string; drop?: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({ dataDir: dir }) };
  const { url, drop } = await scratchPostgres(pgServer!, `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`);
  return { database: await openDatabase({ url, dataDir: dir }), url, drop };
}

/**
 * Runs `measure` on a fresh bench database of each kind in turn (openBenchDatabase, in a temporary folder named after
 * `where.dir`), then closes it, drops it and removes its folder, whatever `measure` did.
 */
export async function onEachBenchDatabase(
  resources: Resources,
  kinds: Array<'pglite' | 'postgres'>,
  pgServer: string | undefined,
  where: { dir: string; prefix?: string },
  measure: (kind: 'pglite' | 'postgres', database: Database) => Promise<void>,
): Promise<void> {
  for (const kind of kinds) {
    let database: Database | undefined;
    let drop: (() => Promise<void>) | undefined;
    const dir = resources.tempDir(where.dir);
    try {
      ({ database, drop } = await openBenchDatabase(kind, pgServer, dir, where.prefix));
      await measure(kind, database);
    } finally {
      await database?.close().catch(() => {});
      await drop?.().catch((err: unknown) => console.error(`  could not drop the bench database: ${String(err)}`));
      resources.removeDir(dir);
    }
  }
}

/** The 1-minute load average before the section (`data.loadAverageBefore`) and now (kept as `data.loadAverageAfter`). */
export function loadAverageTable(data: Record<string, unknown>): Table {
  data.loadAverageAfter = os.loadavg()[0];
  return { head: ['load average (1 min)', 'before', 'after'], rows: [['', String(data.loadAverageBefore), String(data.loadAverageAfter)]] };
}

/** Lays the data set down (with ANALYZE) and says how long it took; its seconds. */
export async function seedScale(database: Database, kind: string, settings: Pick<ScaleSettings, 'complaints' | 'notices'>) {
  const t0 = performance.now();
  await seedScaleData(database.db, { complaints: settings.complaints, notices: settings.notices, others: 1000 });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`  ${kind}: seeded ${settings.complaints} complaints (+history) and ${settings.notices} notices in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** A random element of the list. */
export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** A random whole number from lo to hi, both included. */
export const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/**
 * The random draws of the scale cases, in-process and over HTTP alike: pages anywhere in the lists (20 a public
 * page, 25 a staff page, 20 a notice page), a month within the seeded years, a complaint number that exists.
 */
export function scaleDraws(complaintCount: number, noticeCount: number) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    publicPages: Math.floor(complaintCount / 20),
    staffPages: Math.floor(complaintCount / 25),
    noticePages: Math.floor(noticeCount / 20),
    someMonth: () => {
      const from = new Date(Date.now() - between(30, 900) * 86_400_000);
      return { from: day(from), to: day(new Date(from.getTime() + 30 * 86_400_000)) };
    },
    someNo: () => String(between(1, complaintCount)).padStart(6, '0'),
  };
}
