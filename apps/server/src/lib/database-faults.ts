import { formatMessage } from '@nagar/contract';
import { UNIQUE_VIOLATION, isRetryable, pgErrorCode } from '../db/retry.ts';

/** How often the error handler's safety net caught a database error: 0 while every cause is checked first. */
export const databaseFaults = { count: 0 };

/**
 * The answer for an error PostgreSQL raised about the input (class 22: data exceptions such as a NUL in
 * text or a number out of range; 23505: a unique value taken meanwhile) or a deadlock that outlived its
 * retries; undefined for anything else (a real 500).
 */
export function databaseFault(error: unknown): { status: number; message: string; headers?: Record<string, string> } | undefined {
  const code = pgErrorCode(error);
  if (!code) return undefined;
  if (code === UNIQUE_VIOLATION) {
    databaseFaults.count++;
    return { status: 409, message: formatMessage('duplicateValue') };
  }
  if (code.startsWith('22')) {
    databaseFaults.count++;
    return { status: 400, message: formatMessage(code === '22P05' || code === '22021' ? 'controlChars' : 'invalidInput') };
  }
  if (isRetryable(error)) {
    databaseFaults.count++;
    return { status: 503, message: formatMessage('serverError'), headers: { 'retry-after': '1' } };
  }
  return undefined;
}
