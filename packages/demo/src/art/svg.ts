/** A tiny SVG builder for the demo pictures: deterministic, no dependencies. */

export type Rng = () => number;

/** mulberry32: a small seeded generator, so the demo pictures are the same on every install. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

/** A number as SVG text, to one decimal. */
export const f = (v: number) => String(Math.round(v * 10) / 10);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) =>
  list.map(([o, c, op]) => `<stop offset="${f(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${f(op)}"`}/>`).join('');

let instances = 0;

/** One picture: gradients and clip paths in defs, shapes in painting order. */
export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private next = 0;
  private readonly prefix: string;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly r: Rng,
  ) {
    this.prefix = `s${(instances++).toString(36)}`;
  }

  id(): string {
    return `${this.prefix}_${(this.next++).toString(36)}`;
  }

  /** A linear gradient, vertical by default; returns the fill reference. */
  linear(list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(`<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops(list)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip path from raw shapes; returns the clip-path reference. */
  clip(shapes: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): this {
    return this.add(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${extra ? ' ' + extra : ''}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): this {
    return this.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): this {
    return this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }

  path(d: string, fill: string, extra = ''): this {
    return this.add(`<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): this {
    return this.add(
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"${extra ? ' ' + extra : ''}/>`,
    );
  }

  poly(points: Array<[number, number]>, fill: string, extra = ''): this {
    return this.add(`<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`);
  }

  text(x: number, y: number, size: number, fill: string, content: string, extra = ''): this {
    return this.add(
      `<text x="${f(x)}" y="${f(y)}"${extra.includes('font-family') ? '' : ' font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"'} font-size="${f(size)}" fill="${fill}"${extra ? ' ' + extra : ''}>${esc(content)}</text>`,
    );
  }

  /** Draws into a group (transform, clip or opacity) through the callback. */
  group(attrs: string, draw: () => void): this {
    this.body.push(`<g ${attrs}>`);
    draw();
    this.body.push('</g>');
    return this;
  }

  /** Draws another picture into the box (x, y, w, h), cropped to fill it. */
  embed(x: number, y: number, w: number, h: number, inner: Svg, attrs = ''): this {
    return this.add(
      `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${inner.w} ${inner.h}" preserveAspectRatio="xMidYMid slice"${attrs ? ' ' + attrs : ''}><defs>${inner.defs.join('')}</defs>${inner.body.join('')}</svg>`,
    );
  }

  /** Adds a raw definition (a filter, a pattern); returns its id. */
  define(make: (id: string) => string): string {
    const id = this.id();
    this.defs.push(make(id));
    return id;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** A smooth closed ridge line through points, filled down to the bottom edge. */
export function ridge(points: Array<[number, number]>, bottom: number): string {
  if (points.length < 2) return '';
  const [first, ...rest] = points;
  let d = `M${f(first![0])},${f(bottom)} L${f(first![0])},${f(first![1])}`;
  let prev = first!;
  for (const p of rest) {
    const mx = (prev[0] + p[0]) / 2;
    d += ` C${f(mx)},${f(prev[1])} ${f(mx)},${f(p[1])} ${f(p[0])},${f(p[1])}`;
    prev = p;
  }
  return `${d} L${f(prev[0])},${f(bottom)} Z`;
}

/** Evenly spaced hill points with random heights between lo and hi (y values). */
export function hillPoints(r: Rng, w: number, count: number, lo: number, hi: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i <= count; i++) out.push([(w * i) / count + (i > 0 && i < count ? between(r, -20, 20) : 0), between(r, lo, hi)]);
  out[0]![0] = -10;
  out[count]![0] = w + 10;
  return out;
}

/** Mixes two #rrggbb colours; t=0 gives a, t=1 gives b. */
function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export const shade = (c: string, t: number) => (t < 0 ? mix(c, '#000000', -t) : mix(c, '#ffffff', t));
