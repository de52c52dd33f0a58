import { defaultMax, isFileField, type FieldDef, type ResourceDef } from './resource.ts';
import type { MessageKey } from './messages.ts';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from './limits.ts';
import { hasControlChars } from './text.ts';
import { SLUG_RE, isServiceLink, youtubeId } from './links.ts';

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

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function requiredError(field: FieldDef): FieldError {
  if (field.requiredMessage === 'fieldRequiredUpper') return { key: 'fieldRequiredUpper', params: { field: field.key.toUpperCase() } };
  return { key: field.requiredMessage ?? 'titleRequired' };
}

/** Kinds checked by a pattern: never longer than this, whatever their own limit, before the pattern runs. */
export const PATTERN_INPUT_MAX = 254;
const PATTERN_KINDS = new Set(['date', 'time', 'email', 'mobile', 'phone', 'integer', 'youtube']);

function shapeError(field: FieldDef, value: string): FieldError | undefined {
  const max = defaultMax(field) ?? (PATTERN_KINDS.has(field.kind) ? PATTERN_INPUT_MAX : undefined);
  if (max !== undefined && value.length > max) return { key: 'tooLong', params: { max } };
  if (hasControlChars(value)) return { key: 'controlChars' };
  switch (field.kind) {
    case 'date':
      return isValidDate(value) ? undefined : { key: 'invalidDate' };
    case 'time':
      return TIME_RE.test(value) ? undefined : { key: 'invalidTime' };
    case 'email':
      return EMAIL_RE.test(value) ? undefined : { key: 'invalidEmail' };
    case 'mobile':
      return MOBILE_RE.test(value.replace(/\s/g, '')) ? undefined : { key: 'invalidMobile' };
    case 'phone':
      return PHONE_RE.test(value) ? undefined : { key: 'invalidPhone' };
    case 'integer':
      return /^-?\d{1,9}$/.test(value) ? undefined : { key: 'invalidNumber' };
    case 'select':
      return field.options?.some((o) => o.value === value) ? undefined : { key: 'invalidChoice' };
    case 'link':
      return isServiceLink(value) ? undefined : { key: 'invalidServiceLink' };
    case 'youtube':
      return youtubeId(value) ? undefined : { key: 'invalidYoutube' };
    case 'slug':
      return SLUG_RE.test(value) ? undefined : { key: 'invalidSlug' };
    default:
      return undefined;
  }
}

/**
 * The rules of spec §5 plus shape checks, shared by the admin form and the server.
 * Returns an empty object when the draft is valid.
 */
export function validateDraft(def: ResourceDef, values: DraftValues, ctx: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of def.fields) {
    if (field.serverSet) continue;
    if (isFileField(field)) {
      if (field.required && !ctx.hasFile[field.key]) errors[field.key] = requiredError(field);
      continue;
    }
    const value = values[field.key];
    if (field.kind === 'boolean') continue;
    if (blank(value)) {
      if (field.required) errors[field.key] = requiredError(field);
      continue;
    }
    const err = shapeError(field, String(value).trim());
    if (err) errors[field.key] = err;
  }
  dateOrderErrors(def, values, errors);
  oneOfErrors(def, values, ctx, errors);
  return errors;
}

/** ResourceDef.oneOf: none of the fields given (a value or a file) is an error on the first. */
function oneOfErrors(def: ResourceDef, values: DraftValues, ctx: ValidationContext, errors: FieldErrors) {
  if (!def.oneOf) return;
  const given = def.oneOf.keys.some((key) => ctx.hasFile[key] || !blank(values[key]));
  const first = def.oneOf.keys[0]!;
  if (!given && !errors[first]) errors[first] = { key: def.oneOf.message };
}

/** A from/to pair (FieldDef.notBefore): the later date may not come first. Both must be valid dates by now. */
function dateOrderErrors(def: ResourceDef, values: DraftValues, errors: FieldErrors) {
  for (const field of def.fields) {
    if (!field.notBefore || errors[field.key] || errors[field.notBefore]) continue;
    const to = values[field.key];
    const from = values[field.notBefore];
    if (typeof to !== 'string' || typeof from !== 'string' || blank(to) || blank(from)) continue;
    // yyyy-mm-dd strings compare as dates.
    if (to.trim() < from.trim()) errors[field.key] = { key: 'dateOrder' };
  }
}
