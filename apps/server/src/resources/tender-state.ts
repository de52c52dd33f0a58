import { sql, type SQL } from 'drizzle-orm';
import { tenders } from '../db/schema.ts';
import { nowInIndia } from '../lib/india-time.ts';

/**
 * A tender is current while its last date and time of submission have not passed (no time: end of day).
 * Compared as zero-padded text, which both PostgreSQL and the embedded database handle without time zones.
 */
export function tenderStateFilter(state: 'current' | 'past', now = new Date()): SQL {
  const deadline = sql`(${tenders.last_date_of_submission}::text || ' ' || coalesce(nullif(${tenders.last_date_of_submission_time}, ''), '23:59'))`;
  return state === 'current' ? sql`${deadline} >= ${nowInIndia(now)}` : sql`${deadline} < ${nowInIndia(now)}`;
}
