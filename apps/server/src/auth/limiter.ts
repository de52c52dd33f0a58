import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { formatMessage, type MessageKey } from '@nagar/contract';
import { HttpError } from '../lib/errors.ts';

/**
 * A limit on attempts per key (an address, an account, a complaint number).
 * - A fixed window: at most `max` attempts per `windowSeconds`.
 * - Growing delays (`delay` set): `max` attempts go through at once; after that the key must wait
 *   `delay.baseSeconds` before one more, then twice as long after each further attempt, up to
 *   `delay.capSeconds`. The count is forgotten `windowSeconds` after its first attempt.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
  delay?: { baseSeconds: number; capSeconds: number };
}

export interface Hit {
  allowed: boolean;
  /** Seconds until the next attempt may go through (0 when allowed). */
  retryAfter: number;
}

const int = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

/**
 * One limiter for every throttle of the portal, on the database so that it holds across processes.
 * Each attempt is reserved in ONE statement (insert ... on conflict do update ... returning): concurrent
 * requests queue on the row's lock, and each sees the count that its own attempt made, so no more than the
 * allowed number ever get past the check, however many arrive at once.
 */
export class Limiter {
  constructor(private readonly db: Db) {}

  /** Reserves one attempt for (purpose, key); answers whether it may go ahead. */
  async hit(purpose: string, key: string, limit: Limit): Promise<Hit> {
    const r = rateLimits;
    const window = sql`(${int(limit.windowSeconds)} * interval '1 second')`;
    // In an UPDATE's SET every column reference is the row as it was before this attempt.
    const fresh = sql`(${r.windowStart} <= now() - ${window})`;
    const next = sql`(case when ${fresh} then 1 else ${r.count} + 1 end)`;
    let set: Record<string, unknown>;
    let first: { count: number; blockedUntil: ReturnType<typeof sql> | null };
    if (limit.delay) {
      const { baseSeconds, capSeconds } = limit.delay;
      const blocked = sql`(${r.blockedUntil} is not null and ${r.blockedUntil} > now())`;
      // The attempt that reaches max waits base seconds afterwards; each one after that doubles it.
      const delay = (n: ReturnType<typeof sql>) =>
        sql`(least(${int(capSeconds)}, ${int(baseSeconds)} * power(2, least(30, ${n} - ${int(limit.max)}))) * interval '1 second')`;
      set = {
        refused: blocked,
        count: sql`case when ${blocked} then ${r.count} else ${next} end`,
        windowStart: sql`case when ${blocked} or not ${fresh} then ${r.windowStart} else now() end`,
        blockedUntil: sql`case when ${blocked} then ${r.blockedUntil} when ${next} >= ${int(limit.max)} then now() + ${delay(next)} else null end`,
      };
      first = { count: 1, blockedUntil: limit.max <= 1 ? sql`now() + ${delay(sql`1`)}` : null };
    } else {
      set = {
        refused: sql`not ${fresh} and ${r.count} >= ${int(limit.max)}`,
        // Capped, so that a flood cannot grow the number without bound.
        count: sql`least(${next}, ${int(limit.max + 1)})`,
        windowStart: sql`case when ${fresh} then now() else ${r.windowStart} end`,
        blockedUntil: sql`null`,
      };
      first = { count: 1, blockedUntil: null };
    }
    const [row] = await this.db
      .insert(r)
      .values({
        purpose,
        key,
        count: first.count,
        windowStart: sql`now()`,
        blockedUntil: first.blockedUntil ?? null,
        refused: limit.max < 1,
      })
      .onConflictDoUpdate({ target: [r.purpose, r.key], set })
      .returning({
        refused: r.refused,
        retryAfter: limit.delay
          ? sql<number>`greatest(0, ceil(extract(epoch from (coalesce(${r.blockedUntil}, now()) - now()))))`
          : sql<number>`greatest(1, ceil(extract(epoch from (${r.windowStart} + ${window} - now()))))`,
      });
    const allowed = !row!.refused;
    return { allowed, retryAfter: allowed ? 0 : Math.max(1, Number(row!.retryAfter)) };
  }

  /** Reserves an attempt, or throws 429 with Retry-After and the message (given {{minutes}} to wait). */
  async take(purpose: string, key: string, limit: Limit, message: MessageKey): Promise<void> {
    const hit = await this.hit(purpose, key, limit);
    if (!hit.allowed) {
      const params = { minutes: Math.max(1, Math.ceil(hit.retryAfter / 60)) };
      const error = new HttpError(429, formatMessage(message, params), undefined, { 'retry-after': String(hit.retryAfter) });
      error.messageKey = { key: message, params };
      throw error;
    }
  }

  /** Forgets the key's attempts (e.g. its failures, after a successful sign-in). */
  async clear(purpose: string, key: string): Promise<void> {
    await this.db.delete(rateLimits).where(and(eq(rateLimits.purpose, purpose), eq(rateLimits.key, key)));
  }

  /** Gives back one reserved attempt that turned out not to count (e.g. a lookup that succeeded). */
  async release(purpose: string, key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(0, ${rateLimits.count} - 1)` })
      .where(and(eq(rateLimits.purpose, purpose), eq(rateLimits.key, key), sql`${rateLimits.blockedUntil} is null`));
  }

  /** Removes counters whose window ended long ago, so the table stays small. */
  async sweep(): Promise<void> {
    await this.db
      .delete(rateLimits)
      .where(
        sql`${rateLimits.windowStart} < now() - interval '2 days' and (${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} < now())`,
      );
  }
}
