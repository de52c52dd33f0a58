import { SKINS } from './elements.ts';
import { pick, seeded, shade, Svg } from './svg.ts';

/** Head-and-shoulders placeholder portraits for the officials: faceless, varied, with initials. */

export type Attire = 'kurta' | 'jacket' | 'suit' | 'shirt' | 'saree' | 'salwar';

export interface PortraitSpec {
  name: string;
  female: boolean;
  attire: Attire;
  /** Grey hair and glasses for the senior ones. */
  senior?: boolean;
  seed: number;
}

const BACKGROUNDS = [
  '#2a6fb0',
  '#2e9d4a',
  '#8e44ad',
  '#c0392b',
  '#d68910',
  '#16a085',
  '#34495e',
  '#b03a6f',
  '#5d6d7e',
  '#1f618d',
  '#a04000',
  '#117a65',
];
const SAREES = ['#c0392b', '#d35400', '#8e44ad', '#1f7a8c', '#b03a6f', '#e67e22', '#27ae60', '#2c3e50'];
const SHIRTS = ['#dbe8f5', '#f2f2f2', '#c9e4ca', '#f5e6cc', '#e8daef', '#a9cce3'];
const JACKETS = ['#2c3e50', '#5d4037', '#1b4f72', '#4a235a', '#7b241c', '#3b3b3b', '#6e6e6e'];

/** Up to two initials of a name, skipping honorifics. */
function initials(name: string): string {
  const words = name
    .replace(/^(Shri|Smt\.?|Dr\.?|Sushri|Km\.?)\s+/i, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]![0] : '';
  return (first + last).toUpperCase();
}

export function portrait(p: PortraitSpec): Svg {
  const r = seeded(p.seed);
  const s = new Svg(400, 480, r);
  const bg = BACKGROUNDS[p.seed % BACKGROUNDS.length]!;
  s.rect(
    0,
    0,
    400,
    480,
    s.radial(
      [
        [0, shade(bg, 0.62)],
        [0.7, shade(bg, 0.3)],
        [1, shade(bg, 0.12)],
      ],
      0.5,
      0.38,
      0.75,
    ),
  );
  s.circle(330, 70, 90, '#ffffff', 'opacity="0.08"');
  s.circle(60, 420, 120, '#ffffff', 'opacity="0.06"');

  const skin = pick(r, SKINS.slice(1, 6));
  const hair = p.senior ? pick(r, ['#8c8c8c', '#b5b5b5', '#6f6f6f']) : pick(r, ['#151515', '#231a14', '#2e2118']);
  const cx = 200;

  // Long hair behind the shoulders.
  if (p.female)
    s.path(
      `M${cx - 78},${200} C${cx - 92},${120} ${cx - 40},${88} ${cx},${90} C${cx + 40},${88} ${cx + 92},${120} ${cx + 78},${200} L${cx + 84},${310} Q${cx},${350} ${cx - 84},${310} Z`,
      hair,
    );

  // Shoulders and clothes.
  const body = `M20,480 C26,392 96,350 158,338 L242,338 C304,350 374,392 380,480 Z`;
  const neck = () => {
    s.path(`M${cx - 30},240 L${cx - 32},345 Q${cx},372 ${cx + 32},345 L${cx + 30},240 Z`, shade(skin, -0.12));
  };
  const top =
    p.attire === 'saree' ? pick(r, SAREES) : p.attire === 'salwar' ? pick(r, SAREES) : p.attire === 'shirt' ? pick(r, SHIRTS) : '#f7f4ec';
  neck();
  s.path(body, top);
  if (p.attire === 'kurta' || p.attire === 'jacket') {
    s.path(`M${cx - 28},342 L${cx},372 L${cx + 28},342 L${cx + 22},336 L${cx},360 L${cx - 22},336 Z`, shade(top, -0.08));
    s.line(cx, 372, cx, 480, shade(top, -0.15), 3);
    for (const y of [392, 418, 444]) s.circle(cx + 6, y, 3.5, shade(top, -0.25));
    if (p.attire === 'jacket') {
      const j = pick(r, JACKETS);
      s.path(`M20,480 C26,392 92,352 138,342 L${cx - 6},400 L${cx - 6},480 Z`, j);
      s.path(`M380,480 C374,392 308,352 262,342 L${cx + 6},400 L${cx + 6},480 Z`, j);
      s.rect(82, 420, 50, 6, shade(j, 0.15), 'rx="2"');
    }
  } else if (p.attire === 'suit') {
    const j = pick(r, JACKETS);
    s.path(`M${cx - 40},338 L${cx},420 L${cx + 40},338 Z`, '#ffffff');
    s.path(
      `M${cx - 8},360 L${cx + 8},360 L${cx + 12},440 L${cx},456 L${cx - 12},440 Z`,
      pick(r, ['#922b21', '#1a5276', '#7d6608', '#4a235a']),
    );
    s.path(`M20,480 C26,392 96,350 150,340 L${cx - 4},470 L${cx - 4},480 Z`, j);
    s.path(`M380,480 C374,392 304,350 250,340 L${cx + 4},470 L${cx + 4},480 Z`, j);
    s.path(`M150,340 L${cx - 6},440 L${cx - 40},400 L${cx - 30},376 Z`, shade(j, -0.2));
    s.path(`M250,340 L${cx + 6},440 L${cx + 40},400 L${cx + 30},376 Z`, shade(j, -0.2));
  } else if (p.attire === 'shirt') {
    s.path(`M${cx - 34},336 L${cx},368 L${cx - 10},384 L${cx - 44},350 Z`, shade(top, 0.3));
    s.path(`M${cx + 34},336 L${cx},368 L${cx + 10},384 L${cx + 44},350 Z`, shade(top, 0.3));
    s.line(cx, 370, cx, 480, shade(top, -0.15), 2);
    s.rect(250, 400, 48, 40, shade(top, -0.06), 'rx="3"');
  } else if (p.attire === 'saree') {
    s.path(`M${cx - 34},340 Q${cx},366 ${cx + 34},340 L${cx + 30},336 Q${cx},356 ${cx - 30},336 Z`, shade(top, -0.25));
    const border = pick(r, ['#f1c40f', '#d4ac0d', '#f5cba7']);
    s.path(`M100,350 L170,340 L380,470 L380,480 L300,480 Z`, shade(top, -0.18));
    s.path(`M170,340 L182,340 L380,462 L380,472 Z`, border);
    s.path(`M100,350 L112,349 L312,480 L300,480 Z`, border);
  } else {
    s.path(`M${cx - 34},340 Q${cx},380 ${cx + 34},340 L${cx + 30},336 Q${cx},368 ${cx - 30},336 Z`, shade(top, -0.25));
    const dupatta = pick(r, ['#f9e79f', '#fadbd8', '#d6eaf8', '#d5f5e3', '#fdebd0']);
    s.path(`M60,480 C70,420 110,370 150,348 L170,352 C130,380 100,430 96,480 Z`, dupatta);
    s.path(`M340,480 C330,420 290,370 250,348 L230,352 C270,380 300,430 304,480 Z`, dupatta);
  }

  // Head.
  s.ellipse(cx - 66, 200, 12, 21, shade(skin, -0.06));
  s.ellipse(cx + 66, 200, 12, 21, shade(skin, -0.06));
  s.ellipse(cx, 186, 66, 82, skin);
  s.ellipse(cx, 250, 40, 12, shade(skin, -0.06), 'opacity="0.5"');
  if (p.female) {
    s.path(
      `M${cx - 68},190 C${cx - 72},118 ${cx - 30},98 ${cx},100 C${cx + 30},98 ${cx + 72},118 ${cx + 68},190 C${cx + 60},150 ${cx + 40},128 ${cx + 4},124 L${cx},112 L${cx - 4},124 C${cx - 40},128 ${cx - 60},150 ${cx - 68},190 Z`,
      hair,
    );
    if (r() < 0.6) s.circle(cx, 150, 4, '#c0392b');
  } else if (p.senior && r() < 0.5) {
    s.path(`M${cx - 68},200 C${cx - 74},150 ${cx - 60},128 ${cx - 44},120 C${cx - 56},150 ${cx - 58},170 ${cx - 60},205 Z`, hair);
    s.path(`M${cx + 68},200 C${cx + 74},150 ${cx + 60},128 ${cx + 44},120 C${cx + 56},150 ${cx + 58},170 ${cx + 60},205 Z`, hair);
  } else {
    s.path(
      `M${cx - 67},196 C${cx - 76},124 ${cx - 34},96 ${cx + 6},98 C${cx + 48},98 ${cx + 76},126 ${cx + 67},196 C${cx + 62},160 ${cx + 52},140 ${cx + 34},134 C${cx + 6},128 ${cx - 26},130 ${cx - 44},140 C${cx - 58},150 ${cx - 64},170 ${cx - 67},196 Z`,
      hair,
    );
  }
  if (!p.female && r() < 0.55)
    s.path(
      `M${cx - 26},232 Q${cx},220 ${cx + 26},232 Q${cx + 12},238 ${cx},232 Q${cx - 12},238 ${cx - 26},232 Z`,
      p.senior ? shade(hair, -0.1) : hair,
    );
  if (p.senior || r() < 0.25) {
    s.add(
      `<g fill="none" stroke="#2b2b2b" stroke-width="4"><rect x="${cx - 52}" y="178" width="40" height="28" rx="9"/><rect x="${cx + 12}" y="178" width="40" height="28" rx="9"/><path d="M${cx - 12},188 Q${cx},182 ${cx + 12},188 M${cx - 52},186 L${cx - 66},182 M${cx + 52},186 L${cx + 66},182"/></g>`,
    );
  }

  // Initials on a badge.
  s.circle(340, 420, 42, '#ffffff', 'opacity="0.92"');
  s.circle(340, 420, 42, 'none', `stroke="${bg}" stroke-width="4"`);
  s.text(340, 435, 38, bg, initials(p.name), `text-anchor="middle" font-weight="bold"`);

  return s;
}
