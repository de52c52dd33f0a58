import type { MessageKey } from './messages.ts';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from './limits.ts';

export interface FieldError {
  key: MessageKey;
  params?: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldError>;

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
/**
 * Linear on any input: the domain's labels exclude the dot that separates them, so no two quantifiers can
 * share a character (the earlier `[^\s@]+\.[^\s@]+` backtracked quadratically on long input).
 */
export const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Indian mobile numbers: ten digits starting 6-9, optionally written with +91 or 0. */
export const MOBILE_RE = /^(?:\+?91[\s-]?|0)?[6-9]\d{9}$/;
export const PHONE_RE = /^\+?[\d\s-]{6,20}$/;

/** A real calendar date written yyyy-MM-dd, in the years DATE_YEAR_MIN..DATE_YEAR_MAX (not 0000, not 9999). */
export function isValidDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export type DraftValues = Record<string, string | boolean | null | undefined>;

export interface ValidationContext {
  /** For each file field: whether a file will be present after saving (new or kept). */
  hasFile: Record<string, boolean>;
}

/** Kinds checked by a pattern: never longer than this, whatever their own limit, before the pattern runs. */
export const PATTERN_INPUT_MAX = 254;
