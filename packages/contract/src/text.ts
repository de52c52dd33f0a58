/**
 * Control characters other than tab, line feed and carriage return: never part of text a person typed, and
 * NUL is refused by PostgreSQL itself. Every input path refuses them with 400 (message key `controlChars`).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
export const CONTROL_CHARS_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlChars = (text: string): boolean => CONTROL_CHARS_RE.test(text);

/**
 * A loosely typed value (a record's field, a form entry) as text: strings as they are, numbers and booleans
 * written out, anything else (a file, an object, nothing) as ''.
 */
export const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
      ? String(value)
      : '';
