/** The type of a file from its first bytes, whatever its name claims. */
export function sniff(data: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | 'video/mp4' | 'text/vtt' | null {
  const b = data;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'image/png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  if (b.length >= 5 && ascii(b, 0, 5) === '%PDF-') return 'application/pdf';
  // ISO base media: a first box of type 'ftyp' whose major brand is an MP4 one (not QuickTime's 'qt  ').
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(b, 8, 12))) return 'video/mp4';
  // WebVTT: an optional byte order mark, 'WEBVTT', then a space, tab or line end (or nothing).
  const start = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  if (
    b.length >= start + 6 &&
    ascii(b, start, start + 6) === 'WEBVTT' &&
    (b.length === start + 6 || [0x20, 0x09, 0x0a, 0x0d].includes(b[start + 6]!))
  ) {
    return 'text/vtt';
  }
  return null;
}

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4', 'MSNV']);

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
