import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/**
 * Noto Sans Devanagari (SIL Open Font License 1.1) from the @fontsource package, never from the machine's fonts:
 * its Devanagari, Latin and Latin Extended subsets are three files of one family (same metrics), so a bilingual
 * line mixes them without a jump. WOFF (zlib) rather than WOFF2: fontkit decodes it without a JS Brotli pass.
 */
const DIR = join(dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/LICENSE')), 'files');

export type Script = 'deva' | 'latin' | 'latinExt';
export type Weight = 400 | 700;
const SUBSET: Record<Script, string> = { deva: 'devanagari', latin: 'latin', latinExt: 'latin-ext' };

/** The font name a document registers for a script and weight, e.g. `deva-700`. */
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

let loaded: Map<string, Font> | undefined;
/**
 * Every font, read and parsed once per process (~270 KB of files) and shared by every document: fontkit keeps its
 * shaping tables and glyphs with the font, so a document after the first is made ~10× faster. pdfkit embeds only
 * the glyphs a document uses, in a subset of its own.
 */
export function fonts(): Map<string, Font> {
  if (!loaded) {
    loaded = new Map();
    for (const script of Object.keys(SUBSET) as Script[])
      for (const weight of [400, 700] as const) {
        const file = readFileSync(join(DIR, `noto-sans-devanagari-${SUBSET[script]}-${weight}-normal.woff`));
        loaded.set(fontName(script, weight), create(woffToSfnt(file)) as Font);
      }
  }
  return loaded;
}

/**
 * A WOFF file as the plain font (sfnt) it wraps: each table inflated once, here, with node's zlib. fontkit reads a
 * WOFF's tables through a JavaScript inflate on every access (the glyph table for each glyph), which made a
 * certificate take ~0.7 s; from the sfnt it takes a few tens of milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const pad4 = (n: number) => (n + 3) & ~3;
  let size = 12 + 16 * numTables;
  for (const t of tables) size += pad4(t.data.length);
  const out = Buffer.alloc(size);
  woff.copy(out, 0, 4, 8); // the flavour: the sfnt version
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** log2, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - 16 * 2 ** log2, 10);
  let offset = 12 + 16 * numTables;
  tables.forEach((t, i) => {
    const entry = 12 + 16 * i;
    t.tag.copy(out, entry);
    out.writeUInt32BE(t.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(t.data.length, entry + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

type Ranges = ReadonlyArray<readonly [number, number]>;
/** The fonts' unicode ranges (the package's index.css): Devanagari, its signs and the rupee sign. */
const DEVA: Ranges = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const LATIN_EXT: Ranges = [
  [0x0100, 0x0130],
  [0x0132, 0x0151],
  [0x0154, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];
const within = (code: number, ranges: Ranges) => ranges.some(([from, to]) => code >= from && code <= to);
/** White space: it joins the run it is in, so a Hindi phrase stays one shaped run. */
const NEUTRAL = /^\s$/u;

/** The script of one character, or null for white space (which takes its neighbour's). */
export function scriptOf(char: string): Script | null {
  if (NEUTRAL.test(char)) return null;
  const code = char.codePointAt(0) ?? 0;
  if (within(code, DEVA)) return 'deva';
  if (within(code, LATIN_EXT)) return 'latinExt';
  return 'latin';
}

/** A text cut into runs of one script each (white space stays with the run before it, or the first run). */
export function scriptRuns(text: string): Array<{ script: Script; text: string }> {
  const runs: Array<{ script: Script; text: string }> = [];
  let pending = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.script === script) last.text += char;
    else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}
