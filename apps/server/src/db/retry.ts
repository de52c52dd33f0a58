import type { Db, Tx } from './client.ts';

/** PostgreSQL's error code (SQLSTATE) of a failed query, looking through Drizzle's wrapping (`cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
/** A deadlock, or a serialization failure: the transaction did nothing and may simply be run again. */
const RETRYABLE = new Set(['40P01', '40001']);

export const isRetryable = (err: unknown): boolean => RETRYABLE.has(pgErrorCode(err) ?? '');

export interface RetryOptions {
  /** Tries in all (default 4). */
  attempts?: number;
}

/**
 * Runs `fn` in a transaction, again (after a short random pause) when PostgreSQL ended it as a deadlock
 * victim or for a serialization failure. Every service write transaction goes through here; `fn` must do
 * all its writing through `tx`, so that a failed try leaves nothing behind.
 */
export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 4;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
