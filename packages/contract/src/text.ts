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

/**
 * A file name safe in a URL path and a Content-Disposition header, kept readable (Hindi letters stay): the stored
 * name of an upload, and the name a Hindi page asks a document for (/files/<id>/<Hindi title>.pdf).
 */
export function safeFileName(base: string, ext: string): string {
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\\/:*?"<>|#%&{}$!'`=+@^~;,\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  // 80 letters as a person sees them: a Devanagari syllable (consonant, vowel sign, virama) is not cut apart.
  const letters = [...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(cleaned)].slice(0, 80).map((s) => s.segment);
  return `${letters.join('').replace(/[-.]+$/, '') || 'file'}.${ext}`;
}
