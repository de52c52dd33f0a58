import { eq } from 'drizzle-orm';
import { TRACK_MAX_FAILURES_PER_COMPLAINT, TRACK_MAX_FAILURES_PER_IP, TRACK_WINDOW_MINUTES } from '@nagar/contract';
import type { Db } from '../../apps/server/src/db/client.ts';
import { propertyTax, wards } from '../../apps/server/src/db/schema.ts';
import { Limiter } from '../../apps/server/src/auth/limiter.ts';

const IP = { max: TRACK_MAX_FAILURES_PER_IP, windowSeconds: TRACK_WINDOW_MINUTES * 60 };
const NO = { max: TRACK_MAX_FAILURES_PER_COMPLAINT, windowSeconds: TRACK_WINDOW_MINUTES * 60 };

/**
 * The look-up with the mobile's four digits as it was before the one-statement throttle (commit ab2bd54), kept as the
 * property-tax bench's baseline: each counter reserved by a statement of its own (two side by side), the property
 * read, then each attempt given back by a statement of its own: four writes a call. What the look-up costs now is
 * its time over this one's, on the same register in the same run. Its answer is not shaped (the reads and writes are
 * what is measured).
 */
export async function lookupFourWrites(db: Db, limiter: Limiter, assessmentNo: string, last4: string, ip: string): Promise<boolean> {
  await Promise.all([limiter.hit('ptax-ip', ip, IP), limiter.hit('ptax-no', assessmentNo, NO)]);
  const [row] = await db
    .select({ p: propertyTax, wardName: wards.name, wardHi: wards.nameHi })
    .from(propertyTax)
    .innerJoin(wards, eq(wards.id, propertyTax.wardId))
    .where(eq(propertyTax.assessmentNo, assessmentNo));
  const shown = !!row && (!row.p.mobileLast4 || row.p.mobileLast4 === last4);
  if (shown) await Promise.all([limiter.release('ptax-ip', ip), limiter.release('ptax-no', assessmentNo)]);
  return shown;
}
