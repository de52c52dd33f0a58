import { inArray, sql } from 'drizzle-orm';
import type { StatusCount } from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { toNumber } from '../db/client.ts';
import { complaints } from '../db/schema.ts';

/**
 * Complaints per status, counted by the database (never by loading every complaint); `wards` (a grievance
 * officer's, by name) limits the count to those wards.
 */
export async function countByStatus(db: Db, wards?: string[] | null): Promise<StatusCount[]> {
  const rows = await db
    .select({ status: complaints.status, count: sql<number>`count(*)` })
    .from(complaints)
    .where(wards ? inArray(complaints.ward, wards) : undefined)
    .groupBy(complaints.status)
    .orderBy(complaints.status);
  return rows.map((r) => ({ status: r.status, count: toNumber(r.count) }));
}
