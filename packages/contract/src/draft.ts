import { z } from 'zod';
import { defaultMax, isFileField, type FieldDef } from './resource.ts';
import { messagesEn, type MessageKey } from './messages.ts';
import { hasBidiControls, hasControlChars, longerThan, textOf } from './text.ts';
import { EMAIL_RE, MOBILE_RE, PATTERN_INPUT_MAX, PHONE_RE, TIME_RE, isValidDate, type FieldErrors } from './patterns.ts';
import { SLUG_RE, isServiceLink, youtubeId } from './links.ts';

/**
 * One validation path: every draft (content types, the complaint, the trade licence) is a zod schema built
 * here from its field definitions. A schema's issue messages are message keys; `draftErrors` turns them into
 * `FieldErrors` whose params carry the field's label in both languages (`field`, `fieldHi`), so that each
 * language's text names the field (messages.ts: the English texts use {{field}}, the Hindi ones {{fieldHi}}).
 */

/** Kinds checked by a pattern: never longer than PATTERN_INPUT_MAX, whatever their own limit, before the pattern runs. */
const PATTERN_KINDS = new Set(['date', 'time', 'email', 'mobile', 'phone', 'integer', 'youtube', 'reference']);

/** The longest text a field accepts (its own or its kind's limit; pattern kinds are bounded anyway). */
export const fieldMax = (field: FieldDef): number | undefined =>
  defaultMax(field) ?? (PATTERN_KINDS.has(field.kind) ? PATTERN_INPUT_MAX : undefined);

const fail = (key: MessageKey) => ({ error: key, abort: true });

/** A value as typed: absent and blank are `undefined`, other values are trimmed text (control characters kept for the check). */
function typed(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'string' ? value : textOf(value);
  if (hasControlChars(text)) return text;
  return text.trim() || undefined;
}

/** A checkbox's value as forms and JSON send it. */
export const isChecked = (value: unknown): boolean =>
  value === true || ['on', 'true', 'yes', '1'].includes(textOf(value ?? '').toLowerCase());

/** The shape rule of a field's kind (and of its own pattern and minimum). */
function shaped(field: FieldDef, text: z.ZodString): z.ZodType<string> {
  let s: z.ZodType<string> = text;
  switch (field.kind) {
    case 'date':
      s = text.refine(isValidDate, fail('fieldInvalidDate'));
      break;
    case 'time':
      s = text.regex(TIME_RE, fail('fieldInvalidTime'));
      break;
    case 'email':
      s = text.regex(EMAIL_RE, fail('fieldInvalidEmail'));
      break;
    case 'mobile':
      s = text.refine((v) => MOBILE_RE.test(v.replace(/[\s-]/g, '')), fail('fieldInvalidMobile'));
      break;
    case 'phone':
      s = text.regex(PHONE_RE, fail('fieldInvalidPhone'));
      break;
    case 'integer':
      s = text.regex(/^-?\d{1,9}$/, fail('fieldInvalidNumber'));
      break;
    // A row's id (int4, not 0); whether that row is there is the service's check.
    case 'reference':
      s = text.refine((v) => /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= 2147483647, fail('fieldInvalidChoice'));
      break;
    case 'select': {
      const values = new Set((field.options ?? []).map((o) => o.value));
      s = text.refine((v) => values.has(v), fail('fieldInvalidChoice'));
      break;
    }
    case 'link':
      s = text.refine(isServiceLink, fail('invalidServiceLink'));
      break;
    case 'youtube':
      s = text.refine((v) => Boolean(youtubeId(v)), fail('invalidYoutube'));
      break;
    case 'slug':
      s = text.regex(SLUG_RE, fail('invalidSlug'));
      break;
    default:
      break;
  }
  if (field.pattern) s = s.refine((v) => field.pattern!.test(v), fail('fieldPattern'));
  if (field.min !== undefined) s = s.refine((v) => Number.isFinite(Number(v)) && Number(v) >= field.min!, fail('fieldNumberMin'));
  if (field.maxValue !== undefined) s = s.refine((v) => Number.isFinite(Number(v)) && Number(v) <= field.maxValue!, fail('fieldNumberMax'));
  return s;
}

/**
 * The schema of one field's value. Text kinds: absent or blank → the required message when required; then
 * the length (before any pattern), control characters, the kind's shape. Files: whether a file will be there
 * (`true`/`false`). Booleans: any value, unless required (then it must be checked). Answers trimmed text.
 */
export function fieldSchema(field: FieldDef): z.ZodType<unknown> {
  const required = field.requiredMessage ?? 'fieldRequired';
  if (isFileField(field)) return field.required ? z.literal(true, { error: required }) : z.boolean().optional();
  if (field.kind === 'boolean')
    return field.required ? z.preprocess(isChecked, z.literal(true, { error: required })) : z.unknown().optional();
  let text = z.string({ error: required });
  const max = fieldMax(field);
  // Counted in characters as a person sees them (text.ts charCount), not UTF-16 units: 'क्षि' is one.
  if (max !== undefined) text = text.refine((v) => !longerThan(v, max), fail('fieldTooLong'));
  text = text.refine((v) => !hasControlChars(v), fail('fieldControlChars'));
  text = text.refine((v) => !hasBidiControls(v), fail('fieldBidiControls'));
  const value = shaped(field, text);
  return z.preprocess(typed, field.required ? value : value.optional());
}

/** Fields the schema checks: all but those the server sets itself. */
const checked = (fields: FieldDef[]) => fields.filter((f) => !f.serverSet);

/**
 * The draft schema of a list of fields: each field's schema, and the from/to pairs (`notBefore`: the later
 * date may not come first). File fields take whether a file will be present after saving (new or kept).
 */
export function fieldsSchema<E extends z.ZodRawShape = Record<never, never>>(fields: FieldDef[], extra?: E) {
  const shape = { ...Object.fromEntries(checked(fields).map((f) => [f.key, fieldSchema(f)])), ...extra } as Record<
    string,
    z.ZodType<unknown>
  > &
    E;
  const pairs = fields.filter((f) => f.notBefore);
  return z.object(shape).superRefine(
    (draft, ctx) => {
      for (const field of pairs) {
        const values = draft as Record<string, unknown>;
        const to = typed(values[field.key]);
        const from = typed(values[field.notBefore!]);
        // Only two valid dates are compared; a malformed one has its own message. yyyy-mm-dd compares as dates.
        if (to && from && isValidDate(to) && isValidDate(from) && to < from)
          ctx.addIssue({ code: 'custom', path: [field.key], message: 'fieldDateOrder' });
      }
    },
    { when: () => true },
  );
}

/** The params a message key takes, from the field: its label in both languages, its limits, the other field of a pair. */
export function labelParams(field: FieldDef, key: MessageKey, fields: FieldDef[]): Record<string, string | number> | undefined {
  const text = messagesEn[key];
  if (!text.includes('{{')) return undefined;
  const params: Record<string, string | number> = { field: field.label.en, fieldHi: field.label.hi };
  if (text.includes('{{max}}')) params.max = fieldMax(field) ?? 0;
  if (text.includes('{{min}}')) params.min = field.min ?? 0;
  if (text.includes('{{maxValue}}')) params.maxValue = field.maxValue ?? 0;
  const other = field.notBefore ? fields.find((f) => f.key === field.notBefore) : undefined;
  if (other) Object.assign(params, { other: other.label.en, otherHi: other.label.hi });
  return params;
}

/** A schema's issues as the API's field errors: the first issue of each field, its message key and the field's params. */
export function draftErrors(fields: FieldDef[], issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (errors[name]) continue;
    const key = (issue.message in messagesEn ? issue.message : 'invalidInput') as MessageKey;
    const field = fields.find((f) => f.key === name);
    const params = field ? labelParams(field, key, fields) : undefined;
    errors[name] = params ? { key, params } : { key };
  }
  return errors;
}

/** Checks a draft against a fields schema: the parsed (trimmed) values, or the field errors. */
export function checkDraft<T extends z.ZodType>(
  schema: T,
  fields: FieldDef[],
  draft: unknown,
): { value: z.output<T>; errors?: undefined } | { value?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(draft);
  return result.success ? { value: result.data } : { errors: draftErrors(fields, result.error.issues) };
}
