/**
 * Control characters other than tab, line feed and carriage return: never part of text a person typed, and
 * NUL is refused by PostgreSQL itself. Every input path refuses them with 400 (message key `controlChars`).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
export const CONTROL_CHARS_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlChars = (text: string): boolean => CONTROL_CHARS_RE.test(text);

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible characters that
 * reorder what follows them, so a name or title shows other than it is stored ('Notice\u202Efdp.exe' reads as
 * 'Noticeexe.pdf'). No text a person types into this portal needs them (English and Hindi run left to right).
 * Refused with 400 (message keys `bidiControls`, `fieldBidiControls`) wherever names and titles are checked:
 * the content types' and the complaint form's fields (draft.ts), the site settings (settings.ts), account names.
 * The implicit marks LRM, RLM and ALM (U+200E, U+200F, U+061C) stay allowed: they reorder no run of letters,
 * only set the direction of neutral characters next to them, and mixed Urdu-English text needs them. File names
 * lose all of them (safeFileName).
 */
export const BIDI_CONTROLS_RE = /[\u202a-\u202e\u2066-\u2069]/;

export const hasBidiControls = (text: string): boolean => BIDI_CONTROLS_RE.test(text);

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
 * The most UTF-16 units one character as a person sees it (a grapheme cluster) may take in text we accept:
 * Devanagari syllables with conjuncts and vowel signs take up to ~8 ('स्त्रीं' is 7), family emoji 11. A text
 * longer than its limit times this is refused without counting (the counting is bounded, and so are the bodies
 * that carry such text: lib/multipart.ts).
 */
export const UNITS_PER_CHAR_MAX = 12;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Lengths as a person counts them: characters as seen (grapheme clusters), so 'क्षि' is 1, not 4 UTF-16 units.
 * Every length limit of typed text is counted so (contract draft.ts, settings.ts), in the browser and on the server.
 */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** Whether a text has more than `max` characters as seen (charCount), without segmenting texts that are plainly within or over it. */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > max * UNITS_PER_CHAR_MAX) return true;
  return charCount(text) > max;
}

/**
 * The text cut to at most `units` UTF-16 units, at the end of a character as seen: never inside a conjunct, before
 * a dangling vowel sign, or between the halves of a surrogate pair (which encodeURIComponent refuses).
 */
export function clipUnits(text: string, units: number): string {
  if (text.length <= units) return text;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > units) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * A file name safe in a URL path and a Content-Disposition header, kept readable (Hindi letters stay): the stored
 * name of an upload, and the name a Hindi page asks a document for (/files/<id>/<Hindi title>.pdf).
 */
export function safeFileName(base: string, ext: string): string {
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\\/:*?"<>|#%&{}$!'`=+@^~;,\u0000-\u001f\u007f]+/g, ' ')
    // Direction controls (embeddings, overrides, isolates, and the invisible LRM, RLM and Arabic letter marks)
    // go: 'invoice\u202Efdp.exe' would show as 'invoiceexe.pdf'. Joiners (U+200C/D) stay: Hindi spelling needs them.
    .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]+/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
  // At most 80 UTF-16 units, cut between characters as seen: a Hindi syllable is kept whole or left out, and an
  // emoji's surrogate pair is never split (encodeURIComponent throws on half of one).
  const short = clipUnits(cleaned, 80).replace(/^[-.]+|[-.]+$/g, '');
  return `${short || 'file'}.${ext}`;
}
