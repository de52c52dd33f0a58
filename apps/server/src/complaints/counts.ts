import { sql } from 'drizzle-orm';
import type { StatusCount } from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { toNumber } from '../db/client.ts';
import { complaintCounts } from '../db/schema.ts';
import { wardIdCondition } from './service.ts';

/**
 * Complaints per status, summed from the counts the database keeps per ward, type and status
 * (`complaint_counts`, kept by triggers on every write: never by loading or counting every complaint);
 * `wardIds` (a grievance officer's scope: ward ids, none for no complaint; null for every ward) limits the count to
 * those wards. A status no complaint has is left out.
 */
export async function countByStatus(db: Db, wardIds?: number[] | null): Promise<StatusCount[]> {
  const count = sql<number>`sum(${complaintCounts.n})`;
  const rows = await db
    .select({ status: complaintCounts.status, count })
    .from(complaintCounts)
    .where(wardIds ? wardIdCondition(complaintCounts, wardIds) : undefined)
    .groupBy(complaintCounts.status)
    .having(sql`${count} > 0`)
    .orderBy(complaintCounts.status);
  return rows.map((r) => ({ status: r.status, count: toNumber(r.count) }));
}
