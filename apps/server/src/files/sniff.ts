import { isUtf8 } from 'node:buffer';

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

/**
 * Whether the whole upload is an ISO base media file (MP4): boxes one after another up to the last byte, each of a
 * size that fits (a 64-bit size when the 32-bit one says 1, "to the end" when it says 0), the first an `ftyp` of an
 * MP4 brand, a `moov` (whose own boxes fit it too, an `mvhd` among them) and an `mdat` present. An `ftyp` header
 * glued to an HTML page or any other file is not one.
 */
export function isMp4Structure(b: Uint8Array): boolean {
  const top = boxesOf(b, 0, b.length);
  if (!top || top[0]?.type !== 'ftyp' || top[0].end - top[0].body < 4) return false;
  if (!MP4_BRANDS.has(ascii(b, top[0].body, top[0].body + 4))) return false;
  const moov = top.find((box) => box.type === 'moov');
  if (!moov || !top.some((box) => box.type === 'mdat')) return false;
  const inside = boxesOf(b, moov.body, moov.end);
  return !!inside?.some((box) => box.type === 'mvhd');
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  body: number;
  end: number;
}

/** The boxes that exactly fill b[from, to), or null when a size or type does not fit. */
function boxesOf(b: Uint8Array, from: number, to: number): Box[] | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) return null;
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (to - at < 16) return null;
      const big = view.getBigUint64(at + 8);
      if (big > BigInt(to - at)) return null;
      size = Number(big);
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || size > to - at) return null;
    // Box types are four printable characters (the © of QuickTime's metadata lives inside boxes, not here).
    for (let i = at + 4; i < at + 8; i++) if (b[i]! < 0x20 || b[i]! > 0x7e) return null;
    boxes.push({ type: ascii(b, at + 4, at + 8), body: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** A cue timing line: start --> end, each (hh:)mm:ss.ttt, then optional settings. */
const CUE_TIMING = /^(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}[ \t]+-->[ \t]+(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}(?:[ \t][^\n]*)?$/;

/**
 * What is wrong with a WebVTT file, or null: 'type' when it is not WebVTT at all (no "WEBVTT" header followed by a
 * space, tab or line end after an optional byte order mark, not UTF-8, or a NUL character), or the number of the
 * first line that holds "-->" without being a well-formed cue timing line (WebVTT allows "-->" nowhere else).
 */
export function webVttProblem(data: Buffer): 'type' | { line: number } | null {
  if (sniff(data) !== 'text/vtt' || !isUtf8(data) || data.includes(0)) return 'type';
  const lines = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.includes('-->') && (i === 0 || !CUE_TIMING.test(line))) return { line: i + 1 };
  }
  return null;
}
