import { and, eq, sql, type SQL } from 'drizzle-orm';
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

/** One attempt of a combined reservation: the counter (purpose, key) and its limit. */
export interface Attempt {
  purpose: string;
  key: string;
  limit: Limit;
  /**
   * false: the attempt is checked against the limit (refused while the counter is at it) but not counted, in the same
   * one statement, which writes the row either way (so a counted and an uncounted attempt cost the same: nothing
   * tells them apart by their time). For an attempt already known not to count (a look-up that found what it asked
   * for), instead of a reservation and a release. Default true.
   */
  counts?: boolean;
}

/** How one limit reserves an attempt: the UPDATE's columns, the first row's values and the wait it answers. */
interface Plan {
  set: { refused: SQL; count: SQL; windowStart: SQL; blockedUntil: SQL };
  first: { count: number; blockedUntil: SQL; refused: boolean };
  retryAfter: SQL;
}

/**
 * Counters in one fixed order (their UTF-8 bytes, as `collate "C"` orders them in SQL): every statement that locks
 * several counters takes their row locks in this order, so two of them can never wait on each other (a deadlock).
 */
const byteOrder = <T extends { purpose: string; key: string }>(list: T[]): T[] =>
  [...list].sort((a, b) => Buffer.compare(Buffer.from(`${a.purpose}\u0000${a.key}`), Buffer.from(`${b.purpose}\u0000${b.key}`)));

/**
 * One limiter for every throttle of the portal, on the database so that it holds across processes.
 * Each attempt is reserved in ONE statement (insert ... on conflict do update ... returning): concurrent
 * requests queue on the row's lock, and each sees the count that its own attempt made, so no more than the
 * allowed number ever get past the check, however many arrive at once. Several counters (an address and a
 * number) are reserved together in one statement too (`hitAll`), and given back together (`releaseAll`).
 */
export class Limiter {
  constructor(private readonly db: Db) {}

  private plan(limit: Limit, counts = true): Plan {
    const r = rateLimits;
    const window = sql`(${int(limit.windowSeconds)} * interval '1 second')`;
    // In an UPDATE's SET every column reference is the row as it was before this attempt.
    const fresh = sql`(${r.windowStart} <= now() - ${window})`;
    const next = sql`(case when ${fresh} then 1 else ${r.count} + 1 end)`;
    if (limit.delay) {
      const { baseSeconds, capSeconds } = limit.delay;
      const blocked = sql`(${r.blockedUntil} is not null and ${r.blockedUntil} > now())`;
      // The attempt that reaches max waits base seconds afterwards; each one after that doubles it.
      const delay = (n: SQL) =>
        sql`(least(${int(capSeconds)}, ${int(baseSeconds)} * power(2, least(30, ${n} - ${int(limit.max)}))) * interval '1 second')`;
      if (!counts)
        return {
          set: { refused: blocked, count: sql`${r.count}`, windowStart: sql`${r.windowStart}`, blockedUntil: sql`${r.blockedUntil}` },
          first: { count: 0, blockedUntil: sql`null::timestamptz`, refused: limit.max < 1 },
          retryAfter: sql`greatest(0, ceil(extract(epoch from (coalesce(${r.blockedUntil}, now()) - now()))))`,
        };
      return {
        set: {
          refused: blocked,
          count: sql`case when ${blocked} then ${r.count} else ${next} end`,
          windowStart: sql`case when ${blocked} or not ${fresh} then ${r.windowStart} else now() end`,
          blockedUntil: sql`case when ${blocked} then ${r.blockedUntil} when ${next} >= ${int(limit.max)} then now() + ${delay(next)} else null end`,
        },
        first: { count: 1, blockedUntil: limit.max <= 1 ? sql`now() + ${delay(sql`1`)}` : sql`null::timestamptz`, refused: limit.max < 1 },
        retryAfter: sql`greatest(0, ceil(extract(epoch from (coalesce(${r.blockedUntil}, now()) - now()))))`,
      };
    }
    return {
      set: {
        refused: sql`not ${fresh} and ${r.count} >= ${int(limit.max)}`,
        // Capped, so that a flood cannot grow the number without bound. Uncounted: the row as it was.
        count: counts ? sql`least(${next}, ${int(limit.max + 1)})` : sql`${r.count}`,
        windowStart: counts ? sql`case when ${fresh} then now() else ${r.windowStart} end` : sql`${r.windowStart}`,
        blockedUntil: sql`null::timestamptz`,
      },
      first: { count: counts ? 1 : 0, blockedUntil: sql`null::timestamptz`, refused: limit.max < 1 },
      retryAfter: sql`greatest(1, ceil(extract(epoch from (${r.windowStart} + ${window} - now()))))`,
    };
  }

  /** Reserves one attempt for (purpose, key); answers whether it may go ahead. */
  async hit(purpose: string, key: string, limit: Limit): Promise<Hit> {
    return this.hitAll([{ purpose, key, limit }]);
  }

  /**
   * Reserves one attempt on each counter, all in one statement (one write, whatever their number): allowed only when
   * every counter allows it; each counter counts the attempt either way, as separate `hit`s would. The wait answered
   * is the longest of the refusing counters'.
   */
  async hitAll(attempts: Attempt[]): Promise<Hit> {
    if (!attempts.length) return { allowed: true, retryAfter: 0 };
    const list = byteOrder(attempts);
    for (let i = 1; i < list.length; i++)
      if (list[i]!.purpose === list[i - 1]!.purpose && list[i]!.key === list[i - 1]!.key)
        throw new Error(`the counter ${list[i]!.purpose} is named twice in one reservation`);
    const r = rateLimits;
    const plans = list.map((a) => this.plan(a.limit, a.counts ?? true));
    // Each row's own limit: with several counters a CASE on the row's (purpose, key).
    const each = (part: (p: Plan) => SQL): SQL =>
      list.length === 1
        ? part(plans[0]!)
        : sql`(case ${sql.join(
            list.map((a, i) => sql`when ${r.purpose} = ${a.purpose} and ${r.key} = ${a.key} then ${part(plans[i]!)}`),
            sql` `,
          )} end)`;
    const rows = await this.db
      .insert(r)
      .values(
        list.map((a, i) => ({
          purpose: a.purpose,
          key: a.key,
          count: plans[i]!.first.count,
          windowStart: sql`now()`,
          blockedUntil: plans[i]!.first.blockedUntil,
          refused: plans[i]!.first.refused,
        })),
      )
      .onConflictDoUpdate({
        target: [r.purpose, r.key],
        set: {
          refused: each((p) => p.set.refused),
          count: each((p) => p.set.count),
          windowStart: each((p) => p.set.windowStart),
          blockedUntil: each((p) => p.set.blockedUntil),
        },
      })
      .returning({ refused: r.refused, retryAfter: sql<number>`${each((p) => p.retryAfter)}` });
    const refused = rows.filter((row) => row.refused);
    if (!refused.length) return { allowed: true, retryAfter: 0 };
    return { allowed: false, retryAfter: Math.max(1, ...refused.map((row) => Number(row.retryAfter))) };
  }

  /** Reserves an attempt, or throws 429 with Retry-After and the message (given {{minutes}} to wait). */
  async take(purpose: string, key: string, limit: Limit, message: MessageKey): Promise<void> {
    return this.takeAll([{ purpose, key, limit }], message);
  }

  /** Reserves an attempt on each counter in one statement (`hitAll`), or throws 429 as `take` does. */
  async takeAll(attempts: Attempt[], message: MessageKey): Promise<void> {
    const hit = await this.hitAll(attempts);
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
    await this.releaseAll([{ purpose, key }]);
  }

  /**
   * Gives back one reserved attempt on each counter, in one statement. Their rows are locked in the order `hitAll`
   * locks them (the subquery's `for update`, ordered by bytes), so a release never deadlocks with a reservation.
   */
  async releaseAll(counters: Array<{ purpose: string; key: string }>): Promise<void> {
    if (!counters.length) return;
    const r = rateLimits;
    if (counters.length === 1) {
      const [{ purpose, key }] = counters as [{ purpose: string; key: string }];
      await this.db
        .update(r)
        .set({ count: sql`greatest(0, ${r.count} - 1)` })
        .where(and(eq(r.purpose, purpose), eq(r.key, key), sql`${r.blockedUntil} is null`));
      return;
    }
    const pairs = sql.join(
      byteOrder(counters).map((c) => sql`(${c.purpose}, ${c.key})`),
      sql`, `,
    );
    await this.db.execute(sql`
      update rate_limits set count = greatest(0, rate_limits.count - 1)
      from (select purpose, key from rate_limits
            where (purpose, key) in (${pairs})
            order by purpose collate "C", key collate "C"
            for update) as locked
      where rate_limits.purpose = locked.purpose and rate_limits.key = locked.key and rate_limits.blocked_until is null`);
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
