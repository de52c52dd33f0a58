import { between, f, seeded, Svg } from './svg.ts';

/** A newspaper cutting lying on a desk: masthead, headline, a photo and columns of text. */

export interface ClippingSpec {
  paper: string;
  headline: string;
  date: string;
  page: string;
  photo: Svg;
  seed: number;
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

const DESKS = [
  ['#c8a27a', '#a97d55'],
  ['#d5d0c8', '#b9b3aa'],
  ['#9fb3c8', '#7f95ab'],
  ['#c9b79c', '#ab9878'],
];

export function clipping(c: ClippingSpec): Svg {
  const r = seeded(c.seed);
  const s = new Svg(900, 1100, r);
  const [d1, d2] = DESKS[c.seed % DESKS.length]!;
  s.rect(
    0,
    0,
    900,
    1100,
    s.linear(
      [
        [0, d1!],
        [1, d2!],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  for (let i = 0; i < 26; i++)
    s.rect(0, i * 44 + between(r, -6, 6), 900, between(r, 1, 3), '#000000', `opacity="${f(between(r, 0.02, 0.06))}"`);

  // The cut paper: slightly irregular edges, a little rotated, with a soft shadow.
  const x0 = 90;
  const y0 = 80;
  const w = 720;
  const h = 940;
  const edge: Array<[number, number]> = [];
  for (let x = x0; x <= x0 + w; x += 24) edge.push([x, y0 + between(r, -3, 3)]);
  for (let y = y0; y <= y0 + h; y += 24) edge.push([x0 + w + between(r, -3, 3), y]);
  for (let x = x0 + w; x >= x0; x -= 24) edge.push([x, y0 + h + between(r, -3, 3)]);
  for (let y = y0 + h; y >= y0; y -= 24) edge.push([x0 + between(r, -3, 3), y]);
  const angle = between(r, -2.5, 2.5);
  s.group(`transform="rotate(${f(angle)} 450 550)"`, () => {
    s.group('transform="translate(10,14)" opacity="0.25"', () => s.poly(edge, '#000000'));
    s.poly(
      edge,
      s.linear(
        [
          [0, '#f8f3e6'],
          [1, '#efe6d0'],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    const ink = '#1f1f1f';
    const grey = '#8d877a';
    // Masthead.
    s.text(
      450,
      y0 + 76,
      Math.min(52, 600 / (c.paper.length * 0.68)),
      ink,
      c.paper,
      'text-anchor="middle" font-weight="bold" font-family="DejaVu Serif, Georgia, Times New Roman, serif"',
    );
    s.rect(x0 + 30, y0 + 100, w - 60, 4, ink);
    s.rect(x0 + 30, y0 + 108, w - 60, 1.5, ink);
    s.text(x0 + 32, y0 + 128, 15, '#444', `Sundarpur, ${c.date}`);
    s.text(x0 + w - 32, y0 + 128, 15, '#444', `Page ${c.page}`, 'text-anchor="end"');
    s.rect(x0 + 30, y0 + 138, w - 60, 1.5, ink);
    // Headline (where fonts are missing the layout still reads as a cutting).
    const lines = wrap(c.headline, 27).slice(0, 3);
    lines.forEach((line, i) =>
      s.text(x0 + 34, y0 + 188 + i * 44, 34, ink, line, 'font-weight="bold" font-family="DejaVu Serif, Georgia, serif"'),
    );
    const top = y0 + 190 + lines.length * 44;
    // Photo with caption.
    const px = x0 + 34;
    const pw = w - 68;
    const ph = 330;
    const mute = s.define((id) => `<filter id="${id}"><feColorMatrix type="saturate" values="0.55"/></filter>`);
    s.rect(px - 2, top - 2, pw + 4, ph + 4, '#2b2b2b');
    s.embed(px, top, pw, ph, c.photo, `filter="url(#${mute})"`);
    for (let i = 0; i < 2; i++) s.rect(px, top + ph + 14 + i * 14, pw * (i ? 0.55 : 0.9), 6, grey, 'opacity="0.7"');
    // Columns of body text.
    const colTop = top + ph + 56;
    const colW = (pw - 40) / 3;
    for (let col = 0; col < 3; col++) {
      const cx = px + col * (colW + 20);
      for (let y = colTop; y < y0 + h - 40; y += 17) {
        const paragraphEnd = r() < 0.12;
        s.rect(cx, y, colW * (paragraphEnd ? between(r, 0.3, 0.7) : between(r, 0.92, 1)), 6.5, grey, 'opacity="0.75"');
      }
    }
  });
  return s;
}
