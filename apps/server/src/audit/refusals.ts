import type { Db } from '../db/client.ts';
import { Limiter } from '../auth/limiter.ts';
import { recordAudit, type AuditEntry } from './audit.ts';
import { actorOf } from '../auth/actor.ts';

/** At most this many access-refused rows per signed-in account and minute; further refusals are answered, not written. */
export const REFUSAL_ROWS_PER_MINUTE = 10;

/**
 * Writes the access-refused row of a signed-in person's refusal (a route's 403, a page's), unless this account
 * already has REFUSAL_ROWS_PER_MINUTE of them in the current minute: a script that requests forbidden routes in a
 * loop cannot grow the audit trail without bound. The count is the limiter's (one statement on the database),
 * so it holds across processes and concurrent requests. Answers whether a row was written.
 */
export async function recordRefusal(
  db: Db,
  user: { id: number; email: string; role: string },
  ip: string,
  entry: Omit<AuditEntry, 'action'>,
): Promise<boolean> {
  const hit = await new Limiter(db).hit('access-refused-audit', String(user.id), { max: REFUSAL_ROWS_PER_MINUTE, windowSeconds: 60 });
  if (!hit.allowed) return false;
  await recordAudit(db, actorOf(user, ip), { ...entry, action: 'access-refused' });
  return true;
}
