import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { every } from '../lib/schedule.ts';

/**
 * The embedded database has no autovacuum (PGlite runs PostgreSQL as a single process, without its background
 * workers): without a VACUUM, rows that updates and deletes leave behind (complaints acted on, the sign-in and
 * filing throttles' counters, ended sessions) are never reclaimed, the visibility map that lets index-only scans
 * skip the table is never set, and the planner's statistics never follow the data (docs/performance.md: a deep
 * page 11 ms as it runs, 6 ms after a VACUUM, at 100,000 complaints). The portal does what autovacuum would:
 * `VACUUM ANALYZE` a minute after it starts and then every few hours. It holds the one connection while it runs
 * (~1 s at 100,000 complaints): requests wait that long, once every few hours.
 */
export const EMBEDDED_VACUUM_EVERY_MS = 6 * 3_600_000;
export const EMBEDDED_VACUUM_FIRST_MS = 60_000;

/** VACUUM ANALYZE on the embedded database (PostgreSQL has its autovacuum: nothing to do there). Its time in ms. */
export async function vacuumEmbedded(database: Pick<Database, 'db' | 'kind'>): Promise<number | null> {
  if (database.kind !== 'pglite') return null;
  const started = performance.now();
  await database.db.execute(sql`vacuum analyze`);
  return Math.round(performance.now() - started);
}

export interface VacuumLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs `vacuum` after `firstMs`, then every `everyMs`, one at a time; the timers never keep the process alive.
 * The returned stop() clears them and waits for a run in progress (so the database is not closed under it).
 */
export function scheduleVacuum(
  vacuum: () => Promise<number | null>,
  log: VacuumLog,
  { firstMs = EMBEDDED_VACUUM_FIRST_MS, everyMs = EMBEDDED_VACUUM_EVERY_MS } = {},
): () => Promise<void> {
  return every(
    everyMs,
    async () => {
      const ms = await vacuum();
      if (ms !== null) log.info({ ms }, 'embedded database vacuumed');
    },
    (err) => log.error({ err }, 'embedded database vacuum failed'),
    firstMs,
  );
}
