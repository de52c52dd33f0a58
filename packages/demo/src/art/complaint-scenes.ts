import { clouds, dustbins, ground, houses, look, person, road, sky, stars, streetLight, tree, treeLine, wasteVan } from './elements.ts';
import { between, f, seeded, shade, Svg } from './svg.ts';

/** Phone-camera pictures that citizens attach to complaints (and staff attach when the work is done). */

const SIZE: [number, number] = [800, 600];
const canvas = (seed: number) => new Svg(SIZE[0], SIZE[1], seeded(seed));

/** A heap of mixed waste: sacks, plastic and scraps. */
function garbageHeap(s: Svg, x: number, y: number, w: number) {
  s.ellipse(x, y, w / 2, w * 0.12, '#5a4a3a');
  const colours = ['#8d6e63', '#c8b28f', '#6d8a4a', '#e0e0e0', '#2a6fb0', '#d63a6a', '#f2c14e', '#3b3b3b'];
  for (let i = 0; i < 70; i++) {
    const a = between(s.r, -1, 1);
    const px = x + a * w * 0.45;
    const py = y - between(s.r, 0, (1 - Math.abs(a)) * w * 0.35);
    s.ellipse(
      px,
      py,
      between(s.r, 5, 16),
      between(s.r, 4, 10),
      colours[i % colours.length]!,
      `transform="rotate(${Math.round(between(s.r, -40, 40))} ${f(px)} ${f(py)})"`,
    );
  }
}

/** A cow, standing side-on. */
function cow(s: Svg, x: number, y: number, h: number, colour = '#efe9df', flip = false) {
  const g = flip ? `transform="translate(${f(2 * x)},0) scale(-1,1)"` : '';
  s.group(g, () => {
    const dark = shade(colour, -0.25);
    for (const lx of [-0.42, -0.28, 0.3, 0.42]) s.rect(x + lx * h, y - h * 0.45, h * 0.07, h * 0.45, lx < 0 ? dark : colour);
    s.ellipse(x, y - h * 0.6, h * 0.55, h * 0.24, colour);
    s.ellipse(x - h * 0.1, y - h * 0.64, h * 0.14, h * 0.09, dark, 'opacity="0.5"');
    s.path(
      `M${f(x + h * 0.5)},${f(y - h * 0.72)} L${f(x + h * 0.78)},${f(y - h * 0.62)} L${f(x + h * 0.74)},${f(y - h * 0.46)} L${f(x + h * 0.5)},${f(y - h * 0.55)} Z`,
      colour,
    );
    s.line(x + h * 0.6, y - h * 0.74, x + h * 0.64, y - h * 0.88, '#7a6a58', h * 0.03);
    s.circle(x + h * 0.68, y - h * 0.62, h * 0.02, '#222');
    s.line(x - h * 0.55, y - h * 0.66, x - h * 0.62, y - h * 0.3, dark, h * 0.025);
  });
}

/** A street of houses on a paved road: the setting of most pictures. */
function street(s: Svg, skyKind: 'day' | 'morning' | 'sunset' | 'night', horizon = 300) {
  sky(s, skyKind, horizon);
  if (skyKind === 'night') stars(s, 60, horizon - 40);
  else clouds(s, 3, 40, 120, 30);
  houses(s, -20, 820, horizon + 20, 110, 190, 70, 120);
  ground(s, horizon + 20, '#b9b2a4', '#9c9486');
  road(s, horizon + 90, 170);
}

export function streetlightOut(): Svg {
  const s = canvas(3101);
  street(s, 'night');
  s.rect(0, 0, 800, 600, '#000814', 'opacity="0.35"');
  streetLight(s, 180, 420, 230);
  streetLight(s, 620, 420, 230);
  // The one on the left is working; the right one is dark.
  s.circle(
    180 + 46,
    420 - 223,
    70,
    s.radial([
      [0, '#fff2b0', 0.6],
      [1, '#fff2b0', 0],
    ]),
  );
  s.ellipse(180 + 46, 420 - 223, 14, 5, '#fffbe0');
  s.ellipse(620 + 46, 420 - 223, 14, 5, '#3a3a3a');
  person(s, 520, 540, 120, look(s.r, false), 'walk');
  return s;
}

export function garbagePile(): Svg {
  const s = canvas(3202);
  street(s, 'day');
  tree(s, 90, 330, 200);
  dustbins(s, 120, 420, 60);
  garbageHeap(s, 470, 430, 300);
  garbageHeap(s, 230, 425, 140);
  for (let i = 0; i < 6; i++)
    s.path(`M${f(450 + i * 18)},${f(300 - i * 4)} q6,-10 0,-20 q-6,-10 0,-20`, 'none', 'stroke="#9e9e9e" stroke-width="2" opacity="0.5"');
  return s;
}

export function drainBlocked(): Svg {
  const s = canvas(3303);
  street(s, 'morning');
  s.rect(0, 470, 800, 70, '#7d7466');
  s.rect(
    0,
    480,
    800,
    50,
    s.linear([
      [0, '#3d4a2e'],
      [1, '#2b3322'],
    ]),
  );
  for (let i = 0; i < 40; i++)
    s.ellipse(
      between(s.r, 0, 800),
      between(s.r, 484, 526),
      between(s.r, 5, 14),
      between(s.r, 3, 6),
      ['#e0e0e0', '#2a6fb0', '#d63a6a', '#c8b28f', '#6d8a4a'][i % 5]!,
    );
  s.path('M0,540 Q200,520 400,545 T800,540 L800,600 L0,600 Z', '#4b5a3a', 'opacity="0.8"');
  person(s, 640, 465, 130, look(s.r, true), 'stand');
  return s;
}

export function pothole(): Svg {
  const s = canvas(3404);
  street(s, 'day', 260);
  s.rect(0, 380, 800, 220, '#5c6068');
  for (const [x, y, rx] of [
    [240, 470, 90],
    [520, 520, 120],
    [650, 420, 50],
  ] as const) {
    s.ellipse(x, y, rx, rx * 0.32, '#3b3328');
    s.ellipse(x, y + 3, rx * 0.82, rx * 0.24, '#7b8c99', 'opacity="0.8"');
  }
  for (let i = 0; i < 30; i++) s.circle(between(s.r, 100, 700), between(s.r, 420, 580), between(s.r, 2, 5), '#8a7f70');
  return s;
}

export function strayCattle(): Svg {
  const s = canvas(3505);
  street(s, 'morning');
  cow(s, 260, 500, 170);
  cow(s, 520, 470, 150, '#8b5a3c', true);
  cow(s, 660, 520, 160, '#d9cfc0');
  garbageHeap(s, 110, 470, 120);
  return s;
}

export function waterTap(): Svg {
  const s = canvas(3606);
  street(s, 'day');
  s.rect(380, 330, 24, 130, '#6d7379');
  s.rect(380, 340, 70, 14, '#6d7379');
  s.rect(442, 340, 10, 24, '#6d7379');
  for (let i = 0; i < 7; i++) {
    const x = 460 + i * 45;
    const c = ['#2a6fb0', '#d63a6a', '#e3a33b', '#2e9d4a'][i % 4]!;
    s.path(`M${f(x - 16)},480 L${f(x + 16)},480 L${f(x + 12)},520 L${f(x - 12)},520 Z`, c);
    s.ellipse(x, 480, 16, 5, shade(c, -0.3));
  }
  person(s, 300, 540, 150, look(s.r, true), 'hold');
  person(s, 220, 550, 150, look(s.r, true), 'stand', true);
  return s;
}

export function toiletBlock(): Svg {
  const s = canvas(3707);
  street(s, 'day');
  s.rect(250, 250, 300, 200, '#d8d2c4');
  s.rect(250, 240, 300, 18, '#b9b2a4');
  s.rect(270, 262, 260, 30, '#2a6fb0');
  s.text(400, 284, 18, '#ffffff', 'SULABH SAUCHALAYA', 'text-anchor="middle" font-weight="bold"');
  s.rect(300, 330, 70, 120, '#5b7d8a');
  s.rect(430, 330, 70, 120, '#8a5b5b');
  for (let i = 0; i < 14; i++)
    s.ellipse(between(s.r, 250, 560), between(s.r, 300, 450), between(s.r, 6, 18), between(s.r, 3, 8), '#6b5a3a', 'opacity="0.55"');
  s.path('M250,450 Q330,480 420,458 T560,470 L560,480 L250,480 Z', '#6b6a3a', 'opacity="0.7"');
  return s;
}

export function illegalConstruction(): Svg {
  const s = canvas(3808);
  street(s, 'day');
  s.rect(340, 270, 260, 180, '#b5543c');
  for (let row = 0; row < 12; row++)
    for (let col = 0; col < 10; col++)
      s.rect(340 + col * 26 + (row % 2) * 13, 270 + row * 15, 24, 13, '#c7664b', 'stroke="#8a3d2b" stroke-width="1"');
  for (const x of [340, 470, 600]) s.rect(x - 6, 200, 12, 250, '#9e9e9e');
  s.rect(320, 440, 300, 40, '#a09a8e');
  for (let i = 0; i < 8; i++) s.rect(640 + (i % 4) * 26, 470 - Math.floor(i / 4) * 14, 24, 13, '#c7664b');
  s.ellipse(250, 490, 70, 22, '#c9b38a');
  return s;
}

export function stagnantWater(): Svg {
  const s = canvas(3909);
  sky(s, 'sunset', 300);
  houses(s, -20, 820, 320, 110, 180, 70, 120);
  ground(s, 320, '#8a8a5a', '#6b6a3a');
  s.ellipse(
    400,
    470,
    320,
    80,
    s.linear([
      [0, '#4b6a4a'],
      [1, '#2f4a35'],
    ]),
  );
  for (let i = 0; i < 20; i++)
    s.ellipse(between(s.r, 140, 660), between(s.r, 430, 520), between(s.r, 6, 20), between(s.r, 2, 4), '#7fa06a', 'opacity="0.6"');
  for (let i = 0; i < 40; i++) s.circle(between(s.r, 200, 600), between(s.r, 300, 420), 1.6, '#1a1a1a');
  treeLine(s, 330, 3, 120, 160, -0.1, 600, 800);
  return s;
}

/** After the work: a swept street with the collection van. */
export function cleanStreet(): Svg {
  const s = canvas(4010);
  street(s, 'morning');
  dustbins(s, 120, 420, 60);
  wasteVan(s, 420, 520, 260);
  person(s, 300, 470, 140, look(s.r, false, { top: '#f39c12' }), 'broom');
  return s;
}

/** After the work: a resurfaced road. */
export function repairedRoad(): Svg {
  const s = canvas(4111);
  street(s, 'day', 260);
  s.rect(0, 380, 800, 220, '#3f434a');
  for (let x = 20; x < 800; x += 110) s.rect(x, 480, 60, 8, '#f2f2f2');
  s.rect(0, 380, 800, 10, '#9ea3a8');
  return s;
}

/** After the work: the street light burning again. */
export function streetlightFixed(): Svg {
  const s = canvas(4212);
  street(s, 'night');
  s.rect(0, 0, 800, 600, '#000814', 'opacity="0.3"');
  for (const x of [180, 620]) {
    streetLight(s, x, 420, 230);
    s.circle(
      x + 46,
      420 - 223,
      80,
      s.radial([
        [0, '#fff2b0', 0.65],
        [1, '#fff2b0', 0],
      ]),
    );
    s.ellipse(x + 46, 420 - 223, 14, 5, '#fffbe0');
  }
  return s;
}

/** After the work: a cleared drain with new cover slabs. */
export function drainCleared(): Svg {
  const s = canvas(4313);
  street(s, 'morning');
  s.rect(0, 470, 800, 70, '#9a9284');
  for (let x = 0; x < 800; x += 80) s.rect(x + 2, 474, 76, 62, '#b4ad9f', 'stroke="#8a8274" stroke-width="2"');
  return s;
}
