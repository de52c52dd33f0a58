import { between, f, hillPoints, pick, ridge, shade, type Rng, type Svg } from './svg.ts';

/** The pieces the demo scenes are made of, each anchored on the ground line (x, y). */

export const SAFFRON = '#ff9933';
export const INDIA_GREEN = '#138808';
const NAVY = '#000080';

type Stops = Array<[number, string]>;
export const SKIES: Record<'morning' | 'day' | 'sunset' | 'dawn' | 'night', Stops> = {
  morning: [
    [0, '#5fa8e6'],
    [0.55, '#a9d5f2'],
    [1, '#f7ead0'],
  ],
  day: [
    [0, '#3c8ad6'],
    [0.6, '#8fc8ef'],
    [1, '#dcefff'],
  ],
  sunset: [
    [0, '#2a3a78'],
    [0.35, '#7d4b94'],
    [0.68, '#e9805c'],
    [1, '#ffd37e'],
  ],
  dawn: [
    [0, '#7fa7d9'],
    [0.5, '#f2b8a0'],
    [1, '#ffe3a8'],
  ],
  night: [
    [0, '#070d26'],
    [0.6, '#1b2456'],
    [1, '#38356f'],
  ],
};

export function sky(s: Svg, kind: keyof typeof SKIES, horizon: number) {
  s.rect(0, 0, s.w, horizon + 4, s.linear(SKIES[kind]));
}

export function sun(s: Svg, x: number, y: number, r: number, core = '#fff6cf', glow = '#ffe27a') {
  s.circle(
    x,
    y,
    r * 5,
    s.radial([
      [0, glow, 0.55],
      [0.35, glow, 0.18],
      [1, glow, 0],
    ]),
  );
  s.circle(x, y, r, core);
}

export function stars(s: Svg, count: number, maxY: number) {
  for (let i = 0; i < count; i++)
    s.circle(between(s.r, 0, s.w), between(s.r, 0, maxY), between(s.r, 0.6, 1.8), '#ffffff', `opacity="${f(between(s.r, 0.4, 0.95))}"`);
}

function cloud(s: Svg, x: number, y: number, size: number, color = '#ffffff', opacity = 0.9) {
  s.group(`opacity="${f(opacity)}"`, () => {
    s.ellipse(x, y, size * 1.4, size * 0.45, color);
    s.circle(x - size * 0.55, y - size * 0.2, size * 0.45, color);
    s.circle(x + size * 0.1, y - size * 0.42, size * 0.6, color);
    s.circle(x + size * 0.7, y - size * 0.15, size * 0.42, color);
  });
}

export function clouds(s: Svg, count: number, yLo: number, yHi: number, size: number, color = '#ffffff', opacity = 0.9) {
  for (let i = 0; i < count; i++) {
    const x = ((i + between(s.r, 0.1, 0.9)) * s.w) / count;
    cloud(s, x, between(s.r, yLo, yHi), size * between(s.r, 0.7, 1.2), color, opacity);
  }
}

export function birds(s: Svg, count: number, x: number, y: number, spread: number, color = '#2b2b3a') {
  for (let i = 0; i < count; i++) {
    const bx = x + between(s.r, -spread, spread);
    const by = y + between(s.r, -spread * 0.4, spread * 0.4);
    const w = between(s.r, 6, 11);
    s.path(
      `M${f(bx - w)},${f(by - w * 0.3)} Q${f(bx - w * 0.4)},${f(by - w * 0.5)} ${f(bx)},${f(by)} Q${f(bx + w * 0.4)},${f(by - w * 0.5)} ${f(bx + w)},${f(by - w * 0.3)}`,
      'none',
      `stroke="${color}" stroke-width="2"`,
    );
  }
}

export function hills(s: Svg, count: number, lo: number, hi: number, color: string, bottom = s.h) {
  s.path(ridge(hillPoints(s.r, s.w, count, lo, hi), bottom), color);
}

export function ground(s: Svg, y: number, top: string, bottom: string) {
  s.rect(
    0,
    y,
    s.w,
    s.h - y,
    s.linear([
      [0, top],
      [1, bottom],
    ]),
  );
}

const GREENS = ['#2f7d32', '#3a8a3c', '#4a9b3a', '#2e6b30', '#5a9e2f', '#3f7f45'];

/** A broad shade tree (neem, peepal): kind 'round'; a tall ashoka: 'tall'; a low bush: 'bush'. */
export function tree(s: Svg, x: number, y: number, h: number, kind: 'round' | 'tall' | 'bush' = 'round', tint = 0) {
  const r = s.r;
  const base = shade(pick(r, GREENS), tint);
  if (kind === 'bush') {
    for (let i = 0; i < 4; i++) s.circle(x + (i - 1.5) * h * 0.35, y - h * 0.35, h * between(r, 0.35, 0.5), shade(base, -0.15));
    for (let i = 0; i < 3; i++) s.circle(x + (i - 1) * h * 0.35, y - h * 0.5, h * between(r, 0.3, 0.42), base);
    s.circle(x - h * 0.2, y - h * 0.7, h * 0.2, shade(base, 0.18));
    return;
  }
  const trunk = '#6b4a32';
  if (kind === 'tall') {
    s.rect(x - h * 0.015, y - h * 0.3, h * 0.03, h * 0.3, trunk);
    s.ellipse(x, y - h * 0.56, h * 0.13, h * 0.44, shade(base, -0.25));
    s.ellipse(x - h * 0.03, y - h * 0.6, h * 0.07, h * 0.36, shade(base, -0.05));
    return;
  }
  s.path(
    `M${f(x - h * 0.05)},${f(y)} L${f(x - h * 0.025)},${f(y - h * 0.55)} L${f(x + h * 0.025)},${f(y - h * 0.55)} L${f(x + h * 0.05)},${f(y)} Z`,
    trunk,
  );
  s.line(x, y - h * 0.4, x - h * 0.12, y - h * 0.58, trunk, h * 0.025);
  s.line(x, y - h * 0.42, x + h * 0.13, y - h * 0.6, trunk, h * 0.022);
  const cy = y - h * 0.68;
  const R = h * 0.3;
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    s.circle(x + Math.cos(a) * R * 0.6, cy + Math.sin(a) * R * 0.45 + R * 0.1, R * between(r, 0.45, 0.6), shade(base, -0.22));
  }
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + 0.4;
    s.circle(x + Math.cos(a) * R * 0.45 - R * 0.08, cy + Math.sin(a) * R * 0.35 - R * 0.12, R * between(r, 0.42, 0.55), base);
  }
  s.circle(x - R * 0.35, cy - R * 0.45, R * 0.3, shade(base, 0.15));
  s.circle(x + R * 0.05, cy - R * 0.62, R * 0.22, shade(base, 0.2));
}

/** A row of trees along the ground line, varied in size. */
export function treeLine(s: Svg, y: number, count: number, hLo: number, hHi: number, tint = 0, x0 = 0, x1 = s.w) {
  for (let i = 0; i < count; i++) {
    const x = x0 + ((i + between(s.r, 0.2, 0.8)) * (x1 - x0)) / count;
    tree(s, x, y + between(s.r, -3, 3), between(s.r, hLo, hHi), s.r() < 0.25 ? 'tall' : 'round', tint);
  }
}

export interface Look {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  female: boolean;
  cap?: boolean;
}

export const SKINS = ['#8d5524', '#a0673c', '#c68642', '#b5784a', '#d9a066', '#9c6b43', '#7a4a2a'];
const HAIRS = ['#161616', '#221a14', '#2e2118', '#161616', '#5a5a5a'];
const MALE_TOPS = ['#ffffff', '#f3efe2', '#4a78b5', '#d2604f', '#e3a33b', '#5b8c5a', '#8e6bb0', '#2f4f6f', '#7fb3d5'];
const FEMALE_TOPS = ['#d63a6a', '#f29f05', '#2a9d8f', '#e76f51', '#6a4c93', '#e9c46a', '#c0392b', '#1f7a8c', '#ef476f'];
const BOTTOMS = ['#2d3142', '#5a5a66', '#e8e3d3', '#3d405b', '#7a6a58', '#26323f'];

export function look(r: Rng, female = r() < 0.45, over: Partial<Look> = {}): Look {
  return {
    skin: pick(r, SKINS),
    hair: pick(r, HAIRS),
    top: pick(r, female ? FEMALE_TOPS : MALE_TOPS),
    bottom: pick(r, BOTTOMS),
    female,
    cap: !female && r() < 0.15,
    ...(Object.fromEntries(Object.entries(over).filter(([, v]) => v !== undefined)) as Partial<Look>),
  };
}

export type Pose = 'stand' | 'wave' | 'up' | 'broom' | 'hold' | 'salute' | 'flag' | 'water' | 'walk';

type Point = [number, number];

/**
 * Where a figure's elbows and hands are in a pose (left elbow, left hand, right elbow, right hand): `sy` is the
 * shoulders' height, `brow` where a saluting hand reaches.
 */
function armPoints(pose: Pose, x: number, y: number, u: number, sy: number, brow: number): [Point, Point, Point, Point] {
  const arms: Record<Pose, [Point, Point, Point, Point]> = {
    stand: [
      [x - u * 0.15, sy + u * 0.18],
      [x - u * 0.14, sy + u * 0.33],
      [x + u * 0.15, sy + u * 0.18],
      [x + u * 0.14, sy + u * 0.33],
    ],
    walk: [
      [x - u * 0.14, sy + u * 0.18],
      [x - u * 0.08, sy + u * 0.31],
      [x + u * 0.16, sy + u * 0.17],
      [x + u * 0.2, sy + u * 0.3],
    ],
    wave: [
      [x - u * 0.15, sy + u * 0.18],
      [x - u * 0.14, sy + u * 0.33],
      [x + u * 0.22, sy - u * 0.02],
      [x + u * 0.24, sy - u * 0.17],
    ],
    up: [
      [x - u * 0.13, sy - u * 0.13],
      [x - u * 0.02, y - u - u * 0.06],
      [x + u * 0.13, sy - u * 0.13],
      [x + u * 0.02, y - u - u * 0.06],
    ],
    broom: [
      [x - u * 0.02, sy + u * 0.2],
      [x + u * 0.12, sy + u * 0.27],
      [x + u * 0.17, sy + u * 0.14],
      [x + u * 0.2, sy + u * 0.19],
    ],
    hold: [
      [x - u * 0.13, sy + u * 0.2],
      [x - u * 0.03, sy + u * 0.26],
      [x + u * 0.13, sy + u * 0.2],
      [x + u * 0.03, sy + u * 0.26],
    ],
    salute: [
      [x - u * 0.15, sy + u * 0.18],
      [x - u * 0.14, sy + u * 0.33],
      [x + u * 0.22, sy + u * 0.02],
      [x + u * 0.07, brow],
    ],
    flag: [
      [x - u * 0.15, sy + u * 0.18],
      [x - u * 0.14, sy + u * 0.33],
      [x + u * 0.2, sy - u * 0.03],
      [x + u * 0.22, sy - u * 0.18],
    ],
    water: [
      [x - u * 0.04, sy + u * 0.19],
      [x + u * 0.1, sy + u * 0.22],
      [x + u * 0.17, sy + u * 0.13],
      [x + u * 0.22, sy + u * 0.2],
    ],
  };
  return arms[pose];
}

/** A flat, faceless figure of height h standing on (x, y). */
export function person(s: Svg, x: number, y: number, h: number, lk: Look, pose: Pose = 'stand', flip = false) {
  const draw = () => {
    const u = h;
    const headR = u * 0.075;
    const hy = y - u + headR;
    const sy = y - u * 0.8;
    const hip = y - u * 0.46;
    const sleeve = lk.top;
    // Long hair falls behind the shoulders.
    if (lk.female)
      s.path(
        `M${f(x - headR * 1.05)},${f(hy)} Q${f(x - headR * 1.2)},${f(sy + u * 0.06)} ${f(x - headR * 0.6)},${f(sy + u * 0.1)} L${f(x + headR * 0.6)},${f(sy + u * 0.1)} Q${f(x + headR * 1.2)},${f(sy + u * 0.06)} ${f(x + headR * 1.05)},${f(hy)} Z`,
        lk.hair,
      );
    // Legs or the fall of a saree / salwar suit.
    if (lk.female) {
      s.path(
        `M${f(x - u * 0.105)},${f(sy + u * 0.02)} L${f(x - u * 0.16)},${f(y - u * 0.02)} L${f(x + u * 0.16)},${f(y - u * 0.02)} L${f(x + u * 0.105)},${f(sy + u * 0.02)} Z`,
        shade(lk.top, -0.08),
      );
      s.ellipse(x - u * 0.06, y - u * 0.01, u * 0.04, u * 0.015, '#3a2a20');
      s.ellipse(x + u * 0.06, y - u * 0.01, u * 0.04, u * 0.015, '#3a2a20');
    } else {
      const stride = pose === 'walk' ? u * 0.06 : 0;
      s.path(
        `M${f(x - u * 0.085)},${f(hip)} L${f(x - u * 0.075 - stride)},${f(y)} L${f(x - u * 0.015 - stride)},${f(y)} L${f(x - u * 0.005)},${f(hip)} Z`,
        lk.bottom,
      );
      s.path(
        `M${f(x + u * 0.005)},${f(hip)} L${f(x + u * 0.015 + stride)},${f(y)} L${f(x + u * 0.075 + stride)},${f(y)} L${f(x + u * 0.085)},${f(hip)} Z`,
        lk.bottom,
      );
      s.ellipse(x - u * 0.05 - stride, y - u * 0.008, u * 0.042, u * 0.016, '#2a2018');
      s.ellipse(x + u * 0.05 + stride, y - u * 0.008, u * 0.042, u * 0.016, '#2a2018');
    }
    // Torso: a kurta or shirt; a saree gets its pallu across the chest.
    const hem = lk.female ? hip + u * 0.05 : hip + u * 0.1;
    s.path(
      `M${f(x - u * 0.125)},${f(sy + u * 0.04)} Q${f(x - u * 0.125)},${f(sy)} ${f(x - u * 0.075)},${f(sy - u * 0.005)} L${f(x + u * 0.075)},${f(sy - u * 0.005)} Q${f(x + u * 0.125)},${f(sy)} ${f(x + u * 0.125)},${f(sy + u * 0.04)} L${f(x + u * 0.11)},${f(hem)} L${f(x - u * 0.11)},${f(hem)} Z`,
      lk.top,
    );
    if (lk.female) {
      s.path(
        `M${f(x - u * 0.11)},${f(sy)} L${f(x - u * 0.04)},${f(sy)} L${f(x + u * 0.12)},${f(hip + u * 0.02)} L${f(x + u * 0.06)},${f(hip + u * 0.06)} Z`,
        shade(lk.top, -0.25),
      );
    } else {
      s.line(x, sy + u * 0.01, x, sy + u * 0.14, shade(lk.top, -0.2), u * 0.008);
    }
    // Arms: shoulder, elbow, hand for each side.
    const L: [number, number] = [x - u * 0.105, sy + u * 0.035];
    const R: [number, number] = [x + u * 0.105, sy + u * 0.035];
    const [le, lh, re, rh] = armPoints(pose, x, y, u, sy, hy - headR * 0.3);
    const limb = (a: [number, number], b: [number, number], c: [number, number]) => {
      s.path(
        `M${f(a[0])},${f(a[1])} L${f(b[0])},${f(b[1])} L${f(c[0])},${f(c[1])}`,
        'none',
        `stroke="${sleeve}" stroke-width="${f(u * 0.06)}" stroke-linecap="round" stroke-linejoin="round"`,
      );
      s.circle(c[0], c[1], u * 0.03, lk.skin);
    };
    limb(L, le, lh);
    limb(R, re, rh);
    // Things held.
    if (pose === 'broom') {
      s.line(x + u * 0.22, sy + u * 0.08, x + u * 0.33, y - u * 0.12, '#8a6a3a', u * 0.02);
      s.poly(
        [
          [x + u * 0.31, y - u * 0.13],
          [x + u * 0.4, y],
          [x + u * 0.24, y],
        ],
        '#d8b65a',
      );
    } else if (pose === 'flag') {
      s.line(rh[0], rh[1] + u * 0.04, rh[0], rh[1] - u * 0.22, '#6b4a32', u * 0.012);
      tricolor(s, rh[0], rh[1] - u * 0.22, u * 0.16);
    } else if (pose === 'water') {
      s.path(`M${f(x + u * 0.17)},${f(sy + u * 0.16)} h${f(u * 0.12)} v${f(u * 0.12)} h${f(-u * 0.12)} Z`, '#2e8b57');
      s.line(x + u * 0.29, sy + u * 0.2, x + u * 0.38, sy + u * 0.13, '#2e8b57', u * 0.02);
      for (let i = 0; i < 4; i++)
        s.line(x + u * 0.38, sy + u * 0.14, x + u * (0.4 + i * 0.012), sy + u * (0.24 + i * 0.02), '#8ecae6', u * 0.008);
    }
    // Neck and head.
    s.rect(x - u * 0.025, hy + headR * 0.6, u * 0.05, sy - hy - headR * 0.5, shade(lk.skin, -0.1));
    s.circle(x, hy, headR, lk.skin);
    if (lk.cap)
      s.path(
        `M${f(x - headR * 1.02)},${f(hy - headR * 0.15)} L${f(x - headR * 0.85)},${f(hy - headR * 1.05)} L${f(x + headR * 0.85)},${f(hy - headR * 1.05)} L${f(x + headR * 1.02)},${f(hy - headR * 0.15)} Z`,
        '#fbfbf7',
      );
    else
      s.path(
        `M${f(x - headR * 1.02)},${f(hy - headR * 0.05)} A${f(headR)},${f(headR * 1.02)} 0 0 1 ${f(x + headR * 1.02)},${f(hy - headR * 0.05)} Q${f(x + headR * 0.2)},${f(hy - headR * 0.6)} ${f(x - headR * 1.02)},${f(hy - headR * 0.05)} Z`,
        lk.hair,
      );
    if (lk.female) s.circle(x + headR * 0.85, hy - headR * 0.55, headR * 0.45, lk.hair);
  };
  if (flip) s.group(`transform="translate(${f(2 * x)},0) scale(-1,1)"`, draw);
  else draw();
}

/** A group of people around x, facing different ways. */
export function crowd(s: Svg, x0: number, x1: number, y: number, h: number, count: number, poses: Pose[] = ['stand'], rows = 1) {
  for (let row = rows - 1; row >= 0; row--) {
    const rowY = y - row * h * 0.12;
    const rowH = h * (1 - row * 0.08);
    for (let i = 0; i < count; i++) {
      const x = x0 + ((i + 0.5 + (row % 2) * 0.5 + between(s.r, -0.2, 0.2)) * (x1 - x0)) / count;
      if (x > x1) continue;
      person(s, x, rowY + between(s.r, -2, 2), rowH * between(s.r, 0.88, 1.05), look(s.r), pick(s.r, poses), s.r() < 0.5);
    }
  }
}

/** The national flag, its top-left corner at (x, y), gently waving. */
function tricolor(s: Svg, x: number, y: number, w: number) {
  const h = (w * 2) / 3;
  const a = h * 0.08;
  const band = (y0: number, y1: number, fill: string) =>
    s.path(
      `M${f(x)},${f(y0)} C${f(x + w / 3)},${f(y0 - a)} ${f(x + (2 * w) / 3)},${f(y0 + a)} ${f(x + w)},${f(y0)} L${f(x + w)},${f(y1)} C${f(x + (2 * w) / 3)},${f(y1 + a)} ${f(x + w / 3)},${f(y1 - a)} ${f(x)},${f(y1)} Z`,
      fill,
    );
  band(y, y + h / 3, SAFFRON);
  band(y + h / 3, y + (2 * h) / 3, '#ffffff');
  band(y + (2 * h) / 3, y + h, INDIA_GREEN);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const cr = (h / 6) * 0.85;
  s.circle(cx, cy, cr, 'none', `stroke="${NAVY}" stroke-width="${f(Math.max(0.6, cr * 0.15))}"`);
  if (w > 60) {
    let d = '';
    for (let i = 0; i < 24; i++) {
      const t = (i / 24) * Math.PI * 2;
      d += `M${f(cx)},${f(cy)} L${f(cx + Math.cos(t) * cr)},${f(cy + Math.sin(t) * cr)} `;
    }
    s.path(d, 'none', `stroke="${NAVY}" stroke-width="${f(Math.max(0.4, cr * 0.05))}"`);
  }
}

export function flagpole(s: Svg, x: number, y: number, h: number, flagW: number) {
  s.rect(x - h * 0.05, y - h * 0.03, h * 0.1, h * 0.03, '#9a9486');
  s.line(x, y - h * 0.03, x, y - h, '#cfd2d6', Math.max(2, h * 0.012));
  s.circle(x, y - h, Math.max(2.5, h * 0.012), '#d4a017');
  tricolor(s, x + 1, y - h + h * 0.02, flagW);
}

/** Festive triangular bunting sagging between two points. */
export function bunting(s: Svg, x1: number, x2: number, y: number, sag: number, size: number, colors = [SAFFRON, '#ffffff', INDIA_GREEN]) {
  s.path(`M${f(x1)},${f(y)} Q${f((x1 + x2) / 2)},${f(y + sag * 2)} ${f(x2)},${f(y)}`, 'none', 'stroke="#5a4a3a" stroke-width="1.5"');
  const n = Math.max(2, Math.floor(Math.abs(x2 - x1) / (size * 1.3)));
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = x1 + (x2 - x1) * t;
    const py = y + 4 * sag * t * (1 - t);
    s.poly(
      [
        [px - size / 2, py],
        [px + size / 2, py],
        [px, py + size * 1.1],
      ],
      colors[i % colors.length]!,
    );
  }
}

/** The council's office: a colonial-style building with a clock tower, portico and the flag. */
export function councilHall(s: Svg, cx: number, y: number, W: number, H: number, sign = 'NAGAR PARISHAD SUNDARPUR') {
  const wall = s.linear([
    [0, '#f7e9cc'],
    [1, '#ead4a8'],
  ]);
  const trim = '#b5523b';
  const glass = '#3b5875';
  const x0 = cx - W / 2;
  const top = y - H * 0.62;
  // Wings.
  s.rect(x0, top, W, H * 0.62, wall);
  s.rect(x0 - W * 0.005, top - H * 0.075, W * 1.01, H * 0.05, '#f3e3c0');
  for (let bx = x0 + W * 0.01; bx < x0 + W - W * 0.01; bx += W * 0.016) s.rect(bx, top - H * 0.065, W * 0.006, H * 0.032, '#c9b089');
  s.rect(x0 - W * 0.01, top - H * 0.03, W * 1.02, H * 0.035, trim);
  s.rect(x0, y - H * 0.34, W, H * 0.018, trim);
  s.rect(x0 - W * 0.005, y - H * 0.05, W * 1.01, H * 0.05, '#c7ae86');
  const win = (wx: number, wy: number, ww: number, wh: number) => {
    s.path(
      `M${f(wx)},${f(wy + wh)} V${f(wy + ww / 2)} A${f(ww / 2)},${f(ww / 2)} 0 0 1 ${f(wx + ww)},${f(wy + ww / 2)} V${f(wy + wh)} Z`,
      glass,
      `stroke="#fffaf0" stroke-width="${f(Math.max(1, ww * 0.1))}"`,
    );
    s.line(wx + ww / 2, wy + ww * 0.1, wx + ww / 2, wy + wh, '#fffaf0', Math.max(0.8, ww * 0.06));
    s.path(
      `M${f(wx - ww * 0.15)},${f(wy + ww / 2)} A${f(ww * 0.65)},${f(ww * 0.65)} 0 0 1 ${f(wx + ww * 1.15)},${f(wy + ww / 2)}`,
      'none',
      `stroke="${trim}" stroke-width="${f(Math.max(1, ww * 0.12))}"`,
    );
  };
  const ww = W * 0.042;
  const wingW = W * 0.35;
  for (const side of [0, 1]) {
    const sx = side === 0 ? x0 : x0 + W - wingW;
    for (let i = 0; i < 4; i++) {
      const wx = sx + (wingW / 4) * (i + 0.5) - ww / 2;
      win(wx, top + H * 0.07, ww, H * 0.17);
      win(wx, y - H * 0.29, ww, H * 0.18);
    }
  }
  // Central block with portico, sign and clock tower.
  const cw = W * 0.3;
  const ctop = y - H * 0.8;
  s.rect(
    cx - cw / 2,
    ctop,
    cw,
    H * 0.8,
    s.linear([
      [0, '#fbf0d8'],
      [1, '#efdcb4'],
    ]),
  );
  s.poly(
    [
      [cx - cw / 2 - W * 0.01, ctop],
      [cx, ctop - H * 0.12],
      [cx + cw / 2 + W * 0.01, ctop],
    ],
    trim,
  );
  s.poly(
    [
      [cx - cw / 2 + W * 0.012, ctop - H * 0.008],
      [cx, ctop - H * 0.095],
      [cx + cw / 2 - W * 0.012, ctop - H * 0.008],
    ],
    '#f6e6c6',
  );
  s.circle(cx, ctop - H * 0.04, H * 0.03, '#f6e6c6', `stroke="${trim}" stroke-width="2"`);
  // Clock tower.
  const tw = W * 0.09;
  const ttop = ctop - H * 0.36;
  s.rect(cx - tw / 2, ttop, tw, H * 0.3, '#f3e2bd');
  s.rect(cx - tw / 2 - W * 0.004, ttop, tw + W * 0.008, H * 0.025, trim);
  s.circle(cx, ttop + H * 0.12, tw * 0.33, '#fffdf5', `stroke="${trim}" stroke-width="${f(Math.max(1.5, tw * 0.05))}"`);
  s.line(cx, ttop + H * 0.12, cx, ttop + H * 0.12 - tw * 0.22, '#333', Math.max(1, tw * 0.03));
  s.line(cx, ttop + H * 0.12, cx + tw * 0.15, ttop + H * 0.12 + tw * 0.05, '#333', Math.max(1, tw * 0.03));
  s.path(
    `M${f(cx - tw * 0.62)},${f(ttop)} Q${f(cx - tw * 0.6)},${f(ttop - tw * 0.75)} ${f(cx)},${f(ttop - tw * 0.85)} Q${f(cx + tw * 0.6)},${f(ttop - tw * 0.75)} ${f(cx + tw * 0.62)},${f(ttop)} Z`,
    '#e7c98f',
  );
  s.path(
    `M${f(cx - tw * 0.3)},${f(ttop - tw * 0.05)} Q${f(cx - tw * 0.28)},${f(ttop - tw * 0.6)} ${f(cx)},${f(ttop - tw * 0.78)}`,
    'none',
    `stroke="#f6e3b8" stroke-width="${f(tw * 0.06)}"`,
  );
  flagpole(s, cx, ttop - tw * 0.82, H * 0.24, H * 0.15);
  // Upper floor of the central block: three windows behind a balcony.
  for (let i = 0; i < 3; i++) win(cx - cw * 0.3 + i * cw * 0.3 - ww * 0.55, ctop + H * 0.06, ww * 1.1, H * 0.2);
  s.rect(cx - cw * 0.42, y - H * 0.5, cw * 0.84, H * 0.022, trim);
  for (let bx = cx - cw * 0.4; bx < cx + cw * 0.4; bx += W * 0.012) s.rect(bx, y - H * 0.48, W * 0.004, H * 0.05, '#fffaf0');
  s.rect(cx - cw * 0.42, y - H * 0.43, cw * 0.84, H * 0.012, '#fffaf0');
  // Sign board.
  s.rect(cx - cw * 0.44, y - H * 0.415, cw * 0.88, H * 0.06, '#1d3557', 'rx="2"');
  s.text(
    cx,
    y - H * 0.372,
    Math.min(H * 0.035, (cw * 0.82) / (sign.length * 0.62)),
    '#ffffff',
    sign,
    'text-anchor="middle" font-weight="bold"',
  );
  // Portico with columns and the door.
  s.path(
    `M${f(cx - cw * 0.12)},${f(y - H * 0.05)} V${f(y - H * 0.22)} A${f(cw * 0.12)},${f(cw * 0.12)} 0 0 1 ${f(cx + cw * 0.12)},${f(y - H * 0.22)} V${f(y - H * 0.05)} Z`,
    '#5a3b28',
  );
  s.rect(cx - cw * 0.45, y - H * 0.355, cw * 0.9, H * 0.03, trim);
  for (let i = 0; i < 4; i++) {
    const px = cx - cw * 0.4 + (i * cw * 0.8) / 3;
    s.rect(px - W * 0.009, y - H * 0.33, W * 0.018, H * 0.28, '#fffaf0');
    s.rect(px - W * 0.012, y - H * 0.33, W * 0.024, H * 0.012, '#e9dcc0');
    s.rect(px - W * 0.012, y - H * 0.062, W * 0.024, H * 0.012, '#e9dcc0');
  }
  for (let i = 0; i < 3; i++)
    s.rect(cx - cw * (0.3 + i * 0.06), y - H * 0.05 + i * H * 0.017, cw * (0.6 + i * 0.12), H * 0.018, shade('#d7d2c8', -i * 0.06));
}

const HOUSE_COLORS = ['#f4a6a6', '#f7d08a', '#a8d5ba', '#9ec9e8', '#f2c6de', '#f5e1a4', '#c9b6e4', '#f0b27a', '#d6e9a8', '#ffffff'];

/** A flat-roofed town house, x its left edge. */
function house(s: Svg, x: number, y: number, w: number, h: number, color = pick(s.r, HOUSE_COLORS)) {
  const r = s.r;
  s.rect(x, y - h, w, h, color);
  s.rect(x + w * 0.85, y - h, w * 0.15, h, shade(color, -0.08));
  s.rect(x - w * 0.03, y - h - h * 0.05, w * 1.06, h * 0.06, shade(color, -0.18));
  const floors = Math.max(1, Math.round(h / (w * 0.55)));
  const fh = h / floors;
  for (let fl = 0; fl < floors; fl++) {
    const fy = y - h + fl * fh;
    const n = w > h * 0.9 ? 3 : 2;
    for (let i = 0; i < n; i++) {
      const wx = x + (w / n) * (i + 0.5) - w * 0.09;
      if (fl === floors - 1 && i === n - 1) continue;
      s.rect(
        wx,
        fy + fh * 0.25,
        w * 0.18,
        fh * 0.38,
        '#34495e',
        `stroke="${shade(color, 0.5)}" stroke-width="${f(Math.max(1, w * 0.02))}"`,
      );
    }
    if (fl < floors - 1 && r() < 0.5) s.rect(x + w * 0.05, fy + fh * 0.92, w * 0.9, fh * 0.05, shade(color, -0.25));
  }
  s.rect(x + w * 0.62, y - fh * 0.62, w * 0.2, fh * 0.62, '#7a4e2d');
  const extra = r();
  if (extra < 0.45) {
    const tx = x + w * between(r, 0.15, 0.55);
    const tw = Math.min(w * 0.28, h * 0.25);
    s.rect(tx, y - h - h * 0.05 - tw * 0.9, tw, tw * 0.9, '#1f1f1f', `rx="${f(tw * 0.12)}"`);
    s.ellipse(tx + tw / 2, y - h - h * 0.05 - tw * 0.9, tw / 2, tw * 0.12, '#333333');
  } else if (extra < 0.7) {
    s.rect(x + w * 0.1, y - h - h * 0.05 - h * 0.2, w * 0.35, h * 0.2, shade(color, -0.05));
  }
}

/** A row of houses from x0 to x1, heights between hLo and hHi. */
export function houses(s: Svg, x0: number, x1: number, y: number, hLo: number, hHi: number, wLo = 50, wHi = 90) {
  let x = x0;
  while (x < x1) {
    const w = between(s.r, wLo, wHi);
    house(s, x, y, w, between(s.r, hLo, hHi));
    x += w + between(s.r, -4, 6);
  }
}

/** A Nagara-style temple with its shikhara, kalash and saffron pennant. */
export function temple(s: Svg, x: number, y: number, h: number, color = '#f1d7a3') {
  const dark = shade(color, -0.15);
  s.rect(x - h * 0.34, y - h * 0.06, h * 0.68, h * 0.06, shade(color, -0.25));
  s.rect(x - h * 0.3, y - h * 0.3, h * 0.6, h * 0.24, color);
  s.path(
    `M${f(x - h * 0.08)},${f(y - h * 0.06)} V${f(y - h * 0.18)} A${f(h * 0.08)},${f(h * 0.08)} 0 0 1 ${f(x + h * 0.08)},${f(y - h * 0.18)} V${f(y - h * 0.06)} Z`,
    '#6b3a22',
  );
  s.path(
    `M${f(x - h * 0.32)},${f(y - h * 0.3)} Q${f(x - h * 0.3)},${f(y - h * 0.4)} ${f(x - h * 0.2)},${f(y - h * 0.42)} L${f(x - h * 0.2)},${f(y - h * 0.3)} Z`,
    dark,
  );
  s.path(
    `M${f(x - h * 0.2)},${f(y - h * 0.3)} C${f(x - h * 0.2)},${f(y - h * 0.62)} ${f(x - h * 0.07)},${f(y - h * 0.82)} ${f(x)},${f(y - h * 0.88)} C${f(x + h * 0.07)},${f(y - h * 0.82)} ${f(x + h * 0.2)},${f(y - h * 0.62)} ${f(x + h * 0.2)},${f(y - h * 0.3)} Z`,
    color,
  );
  for (let i = 1; i < 6; i++) {
    const t = i / 6;
    const yy = y - h * 0.3 - t * h * 0.52;
    const hw = h * 0.2 * (1 - t * t * 0.75);
    s.line(x - hw, yy, x + hw, yy, dark, Math.max(1, h * 0.01));
  }
  s.path(`M${f(x)},${f(y - h * 0.88)} L${f(x)},${f(y - h * 0.3)}`, 'none', `stroke="${dark}" stroke-width="${f(h * 0.012)}" opacity="0.6"`);
  s.ellipse(x, y - h * 0.9, h * 0.04, h * 0.02, '#d4a017');
  s.circle(x, y - h * 0.93, h * 0.018, '#d4a017');
  s.line(x, y - h * 0.93, x, y - h * 1.05, '#6b4a32', Math.max(1, h * 0.008));
  s.poly(
    [
      [x, y - h * 1.05],
      [x + h * 0.1, y - h * 1.02],
      [x, y - h * 0.99],
    ],
    SAFFRON,
  );
}

/** An overhead water tank on column staging, painted in the council's blue. */
export function waterTank(s: Svg, x: number, y: number, h: number) {
  const concrete = '#cfcac0';
  const stage = h * 0.6;
  const sw = h * 0.3;
  for (let i = 0; i < 4; i++) {
    const cx = x - sw / 2 + (i * sw) / 3;
    s.rect(cx - h * 0.012, y - stage, h * 0.024, stage, i === 3 ? shade(concrete, -0.12) : concrete);
  }
  for (let k = 1; k <= 3; k++) s.rect(x - sw / 2, y - (stage * k) / 3.3, sw, h * 0.015, shade(concrete, -0.05));
  for (let k = 0; k < 18; k++)
    s.line(x - sw / 2 + h * 0.03, y - k * stage * 0.055, x - sw / 2 + h * 0.055, y - k * stage * 0.055, '#777', 1);
  s.line(x - sw / 2 + h * 0.03, y, x - sw / 2 + h * 0.03, y - stage, '#777', 1);
  s.line(x - sw / 2 + h * 0.055, y, x - sw / 2 + h * 0.055, y - stage, '#777', 1);
  const tw = h * 0.42;
  const tb = y - stage;
  const body = s.linear(
    [
      [0, '#e9eef2'],
      [0.45, '#ffffff'],
      [1, '#b9c3cc'],
    ],
    0,
    0,
    1,
    0,
  );
  s.path(
    `M${f(x - sw / 2)},${f(tb)} L${f(x - tw / 2)},${f(tb - h * 0.08)} L${f(x + tw / 2)},${f(tb - h * 0.08)} L${f(x + sw / 2)},${f(tb)} Z`,
    shade('#c5cdd4', -0.05),
  );
  s.rect(x - tw / 2, tb - h * 0.3, tw, h * 0.22, body);
  s.rect(x - tw / 2, tb - h * 0.21, tw, h * 0.05, '#2a6fb0');
  s.rect(x - tw / 2 - h * 0.01, tb - h * 0.31, tw + h * 0.02, h * 0.015, '#9aa5ae');
  s.path(`M${f(x - tw / 2)},${f(tb - h * 0.3)} L${f(x)},${f(tb - h * 0.38)} L${f(x + tw / 2)},${f(tb - h * 0.3)} Z`, '#dde3e8');
  s.rect(x - h * 0.03, tb - h * 0.42, h * 0.06, h * 0.05, '#dde3e8');
  for (let k = 0; k < 9; k++) s.line(x - tw / 2 + (k * tw) / 8, tb - h * 0.3, x - tw / 2 + (k * tw) / 8, tb - h * 0.335, '#8f9aa3', 1);
  s.line(x - tw / 2, tb - h * 0.335, x + tw / 2, tb - h * 0.335, '#8f9aa3', 1.2);
}

export function road(s: Svg, y: number, h: number, color = '#5c6068') {
  s.rect(0, y, s.w, h, color);
  s.rect(0, y, s.w, h * 0.06, '#9ea3a8');
  for (let x = 10; x < s.w; x += 90) s.rect(x, y + h * 0.48, 50, Math.max(2, h * 0.05), '#f2f2f2');
}

/** A solar street light. */
export function streetLight(s: Svg, x: number, y: number, h: number) {
  s.line(x, y, x, y - h, '#6d7379', Math.max(2, h * 0.03));
  s.line(x, y - h * 0.95, x + h * 0.18, y - h * 0.98, '#6d7379', Math.max(1.5, h * 0.02));
  s.ellipse(x + h * 0.2, y - h * 0.97, h * 0.06, h * 0.02, '#f7f3d6');
  s.poly(
    [
      [x - h * 0.16, y - h * 0.92],
      [x + h * 0.04, y - h * 1.05],
      [x + h * 0.06, y - h * 0.99],
      [x - h * 0.14, y - h * 0.86],
    ],
    '#1e3a6e',
    'stroke="#9fb4d8" stroke-width="1"',
  );
}

export function dustbins(s: Svg, x: number, y: number, h: number) {
  const bin = (bx: number, color: string) => {
    s.path(
      `M${f(bx - h * 0.3)},${f(y - h)} L${f(bx + h * 0.3)},${f(y - h)} L${f(bx + h * 0.25)},${f(y)} L${f(bx - h * 0.25)},${f(y)} Z`,
      color,
    );
    s.rect(bx - h * 0.34, y - h * 1.08, h * 0.68, h * 0.12, shade(color, -0.2), `rx="${f(h * 0.04)}"`);
    s.rect(bx - h * 0.1, y - h * 0.65, h * 0.2, h * 0.2, '#ffffff', 'opacity="0.85"');
  };
  bin(x, '#2e9d4a');
  bin(x + h * 0.75, '#2a6fb0');
}

/** The door-to-door waste collection vehicle. */
export function wasteVan(s: Svg, x: number, y: number, w: number) {
  const h = w * 0.5;
  s.rect(x, y - h * 0.95, w * 0.62, h * 0.65, '#2e9d4a', `rx="${f(w * 0.02)}"`);
  s.rect(x + w * 0.05, y - h * 0.85, w * 0.52, h * 0.12, '#ffffff');
  s.rect(x + w * 0.05, y - h * 0.62, w * 0.25, h * 0.3, '#2a6fb0');
  s.path(
    `M${f(x + w * 0.64)},${f(y - h * 0.3)} V${f(y - h * 0.85)} Q${f(x + w * 0.66)},${f(y - h * 0.98)} ${f(x + w * 0.8)},${f(y - h * 0.98)} L${f(x + w * 0.92)},${f(y - h * 0.98)} L${f(x + w)},${f(y - h * 0.6)} V${f(y - h * 0.3)} Z`,
    '#f5f5f0',
  );
  s.path(
    `M${f(x + w * 0.8)},${f(y - h * 0.92)} L${f(x + w * 0.9)},${f(y - h * 0.92)} L${f(x + w * 0.96)},${f(y - h * 0.62)} L${f(x + w * 0.8)},${f(y - h * 0.62)} Z`,
    '#6fa8cf',
  );
  s.rect(x - w * 0.02, y - h * 0.34, w * 1.04, h * 0.1, '#3b3b3b');
  for (const wx of [x + w * 0.16, x + w * 0.8]) {
    s.circle(wx, y - h * 0.18, h * 0.18, '#222');
    s.circle(wx, y - h * 0.18, h * 0.08, '#aaa');
  }
}

export function river(s: Svg, y: number, h: number, top: string, bottom: string) {
  s.rect(
    0,
    y,
    s.w,
    h,
    s.linear([
      [0, top],
      [1, bottom],
    ]),
  );
  for (let i = 0; i < 40; i++) {
    const ry = y + between(s.r, 0.05, 0.95) * h;
    const rx = between(s.r, 0, s.w);
    s.rect(rx, ry, between(s.r, 20, 90), 1.5, '#ffffff', `opacity="${f(between(s.r, 0.12, 0.35))}"`);
  }
}

/** Stone steps of a ghat down to the water, from x0 to x1. */
export function ghat(s: Svg, x0: number, x1: number, top: number, water: number, steps = 7, stone = ['#c9b79a', '#d8c7a9', '#ede0c6']) {
  const sh = (water - top) / steps;
  for (let i = 0; i < steps; i++) s.rect(x0 + i * sh * 0.3, top + i * sh, x1 - x0 - i * sh * 0.6, sh + 1, stone[i % 2]!);
  for (let i = 0; i < steps; i++) s.rect(x0 + i * sh * 0.3, top + i * sh, x1 - x0 - i * sh * 0.6, 2, stone[2]!);
}

export function boat(s: Svg, x: number, y: number, w: number, color = '#7a3e1d') {
  s.path(
    `M${f(x - w / 2)},${f(y - w * 0.12)} Q${f(x)},${f(y + w * 0.12)} ${f(x + w / 2)},${f(y - w * 0.12)} L${f(x + w * 0.35)},${f(y - w * 0.05)} L${f(x - w * 0.35)},${f(y - w * 0.05)} Z`,
    color,
  );
  s.path(
    `M${f(x - w * 0.2)},${f(y - w * 0.06)} V${f(y - w * 0.2)} Q${f(x)},${f(y - w * 0.3)} ${f(x + w * 0.2)},${f(y - w * 0.2)} V${f(y - w * 0.06)} Z`,
    '#d9a441',
  );
}

/** An earthen lamp with its flame and glow. */
export function diya(s: Svg, x: number, y: number, size: number, glow: string) {
  s.circle(x, y - size * 0.9, size * 2.6, glow);
  s.path(`M${f(x - size)},${f(y - size * 0.4)} Q${f(x)},${f(y + size * 0.5)} ${f(x + size)},${f(y - size * 0.4)} Z`, '#b5532b');
  s.path(
    `M${f(x)},${f(y - size * 1.6)} Q${f(x + size * 0.35)},${f(y - size * 0.8)} ${f(x)},${f(y - size * 0.45)} Q${f(x - size * 0.35)},${f(y - size * 0.8)} ${f(x)},${f(y - size * 1.6)} Z`,
    '#ffd24a',
  );
}

/** A shamiana (event tent) from x0 to x1, its valance at height h above y. */
export function shamiana(s: Svg, x0: number, x1: number, y: number, h: number, colors = ['#c0392b', '#f5f0e6']) {
  const w = x1 - x0;
  const top = y - h;
  for (const px of [x0 + w * 0.02, x1 - w * 0.02, x0 + w * 0.35, x0 + w * 0.65]) s.rect(px - 3, top, 6, h, '#8a6a45');
  const roof = s.clip(
    `<path d="M${f(x0)},${f(top)} L${f(x0 + w * 0.1)},${f(top - h * 0.3)} L${f(x1 - w * 0.1)},${f(top - h * 0.3)} L${f(x1)},${f(top)} Z"/>`,
  );
  s.group(`clip-path="${roof}"`, () => {
    const n = 14;
    for (let i = 0; i < n; i++) s.rect(x0 + (i * w) / n, top - h * 0.31, w / n + 1, h * 0.32, colors[i % colors.length]!);
  });
  const scallops = Math.floor(w / 24);
  for (let i = 0; i < scallops; i++) {
    const sx = x0 + (i * w) / scallops;
    s.path(
      `M${f(sx)},${f(top)} A${f(w / scallops / 2)},${f(h * 0.07)} 0 0 0 ${f(sx + w / scallops)},${f(top)} Z`,
      colors[i % colors.length]!,
    );
  }
  s.rect(x0, top - 2, w, 5, '#d4a017');
}

/** A low table with a white cloth. */
export function table(s: Svg, x: number, y: number, w: number, h: number, cloth = '#ffffff') {
  s.rect(x, y - h, w, h * 0.75, cloth);
  s.rect(x, y - h, w, h * 0.12, shade(cloth, -0.08));
  s.rect(x + w * 0.05, y - h * 0.25, w * 0.04, h * 0.25, '#6b4a32');
  s.rect(x + w * 0.91, y - h * 0.25, w * 0.04, h * 0.25, '#6b4a32');
}

export function sapling(s: Svg, x: number, y: number, h: number, guard = false) {
  s.ellipse(x, y, h * 0.3, h * 0.06, '#6b4a32');
  s.line(x, y, x, y - h, '#4e7a2c', Math.max(1.5, h * 0.04));
  for (let i = 0; i < 5; i++) {
    const ly = y - h * (0.35 + i * 0.15);
    const side = i % 2 ? 1 : -1;
    s.ellipse(
      x + side * h * 0.12,
      ly,
      h * 0.13,
      h * 0.06,
      i % 2 ? '#5db03b' : '#4a9b2f',
      `transform="rotate(${side * -25} ${f(x + side * h * 0.12)} ${f(ly)})"`,
    );
  }
  if (guard) {
    const gw = h * 0.5;
    s.rect(x - gw / 2, y - h * 0.75, gw, h * 0.75, 'none', `stroke="#c0392b" stroke-width="${f(Math.max(1, h * 0.025))}"`);
    for (let i = 1; i < 4; i++)
      s.line(x - gw / 2 + (i * gw) / 4, y - h * 0.75, x - gw / 2 + (i * gw) / 4, y, '#c0392b', Math.max(1, h * 0.015));
    s.line(x - gw / 2, y - h * 0.4, x + gw / 2, y - h * 0.4, '#c0392b', Math.max(1, h * 0.015));
  }
}

export function swing(s: Svg, x: number, y: number, h: number) {
  const c = '#d35400';
  s.line(x - h * 0.5, y, x - h * 0.3, y - h, c, h * 0.04);
  s.line(x - h * 0.1, y, x - h * 0.3, y - h, c, h * 0.04);
  s.line(x + h * 0.5, y, x + h * 0.3, y - h, c, h * 0.04);
  s.line(x + h * 0.1, y, x + h * 0.3, y - h, c, h * 0.04);
  s.line(x - h * 0.3, y - h, x + h * 0.3, y - h, '#2a6fb0', h * 0.05);
  for (const sx of [x - h * 0.12, x + h * 0.12]) {
    s.line(sx - h * 0.06, y - h, sx - h * 0.06, y - h * 0.3, '#555', 1.5);
    s.line(sx + h * 0.06, y - h, sx + h * 0.06, y - h * 0.3, '#555', 1.5);
    s.rect(sx - h * 0.08, y - h * 0.31, h * 0.16, h * 0.04, '#f1c40f');
  }
}

export function slide(s: Svg, x: number, y: number, h: number) {
  s.line(x, y, x, y - h, '#2a6fb0', h * 0.04);
  s.line(x + h * 0.2, y, x + h * 0.2, y - h, '#2a6fb0', h * 0.04);
  for (let i = 1; i < 6; i++) s.line(x, y - (i * h) / 6, x + h * 0.2, y - (i * h) / 6, '#2a6fb0', h * 0.025);
  s.path(
    `M${f(x + h * 0.2)},${f(y - h)} Q${f(x + h * 0.55)},${f(y - h * 0.9)} ${f(x + h * 0.75)},${f(y - h * 0.15)} L${f(x + h)},${f(y)} L${f(x + h * 0.92)},${f(y)} L${f(x + h * 0.68)},${f(y - h * 0.12)} Q${f(x + h * 0.5)},${f(y - h * 0.8)} ${f(x + h * 0.2)},${f(y - h * 0.9)} Z`,
    '#f39c12',
  );
}

export function bench(s: Svg, x: number, y: number, w: number) {
  s.rect(x, y - w * 0.22, w, w * 0.06, '#8a5a2b');
  s.rect(x, y - w * 0.38, w, w * 0.06, '#8a5a2b');
  s.rect(x + w * 0.05, y - w * 0.4, w * 0.05, w * 0.4, '#4d4d4d');
  s.rect(x + w * 0.9, y - w * 0.4, w * 0.05, w * 0.4, '#4d4d4d');
}

/** A string of marigold flowers sagging between two points. */
export function garland(s: Svg, x1: number, y1: number, x2: number, y2: number, sag: number, size: number) {
  const n = Math.max(3, Math.floor(Math.hypot(x2 - x1, y2 - y1) / (size * 1.6)));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    s.circle(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + 4 * sag * t * (1 - t), size, i % 2 ? '#f39c12' : '#e67e22');
  }
}
