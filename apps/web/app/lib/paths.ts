/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SPACE = /[\s\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/**
 * The one safe-redirect check: a path on this site, or the fallback. Accepted: a single '/' not followed by
 * '/' or '\', no control character anywhere and no whitespace or '\' in the path part, both as sent and once
 * percent-decoded (browsers drop tabs and newlines, so '/\t/evil.example' would be '//evil.example'), and
 * nothing a browser would read as another origin. Every redirect to a target a visitor chose (?to=, ?next=)
 * goes through it.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000) return fallback;
  let decoded = value;
  // Decoded until it no longer changes (a few rounds), so that %252f%252f cannot hide '//' either.
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const v of [value, decoded]) {
    if (!v.startsWith('/') || v[1] === '/' || v[1] === '\\' || CONTROL.test(v)) return fallback;
    const path = v.split(/[?#]/, 1)[0]!;
    if (SPACE.test(path) || path.includes('\\')) return fallback;
  }
  // What a browser makes of it must stay on this site.
  const base = 'http://portal.invalid';
  if (new URL(value, base).origin !== base) return fallback;
  return value;
}
