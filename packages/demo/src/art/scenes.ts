import {
  bench,
  birds,
  boat,
  bunting,
  clouds,
  councilHall,
  crowd,
  diya,
  dustbins,
  flagpole,
  garland,
  ghat,
  ground,
  hills,
  houses,
  look,
  person,
  river,
  road,
  sapling,
  shamiana,
  sky,
  slide,
  stars,
  streetLight,
  sun,
  swing,
  table,
  temple,
  tree,
  treeLine,
  waterTank,
  wasteVan,
  SAFFRON,
  INDIA_GREEN,
} from './elements.ts';
import { between, f, seeded, shade, Svg } from './svg.ts';

/** The demo pictures: wide home-page banners, About photos and event photos, all drawn. */

const BANNER: [number, number] = [1600, 480];
const PHOTO: [number, number] = [1200, 800];

const canvas = ([w, h]: [number, number], seed: number) => new Svg(w, h, seeded(seed));

/** Flat-coloured rooftops of a far bank or skyline, with a temple or two. */
function skyline(s: Svg, x0: number, x1: number, y: number, hLo: number, hHi: number, color: string) {
  let x = x0;
  while (x < x1) {
    const w = between(s.r, 25, 60);
    const h = between(s.r, hLo, hHi);
    s.rect(x, y - h, w, h, color);
    if (s.r() < 0.3) s.rect(x + w * 0.2, y - h - h * 0.2, w * 0.3, h * 0.2, color);
    x += w + between(s.r, -3, 4);
  }
}

function lawn(s: Svg, y: number) {
  ground(s, y, '#93c86f', '#5d9a43');
  for (let i = 0; i < 120; i++) {
    const gx = between(s.r, 0, s.w);
    const gy = between(s.r, y + 8, s.h);
    s.path(`M${f(gx)},${f(gy)} l2,-7 l2,7`, 'none', `stroke="${shade('#5d9a43', -0.15)}" stroke-width="1.2" opacity="0.5"`);
  }
}

function flowerBed(s: Svg, x: number, y: number, w: number) {
  s.ellipse(x + w / 2, y, w / 2, w * 0.08, '#6b4a32');
  for (let i = 0; i < w / 9; i++) {
    const fx = x + between(s.r, w * 0.05, w * 0.95);
    const fy = y - between(s.r, 0, w * 0.08);
    s.circle(fx, fy, between(s.r, 3, 5), s.r() < 0.5 ? '#f39c12' : s.r() < 0.5 ? '#e74c3c' : '#f1c40f');
  }
}

// ---------------------------------------------------------------- banners (1600x480)

export function bannerCouncil(): Svg {
  const s = canvas(BANNER, 101);
  sky(s, 'morning', 360);
  sun(s, 210, 95, 32);
  clouds(s, 5, 60, 150, 38);
  birds(s, 6, 420, 110, 60);
  hills(s, 8, 285, 330, '#a3bccd');
  hills(s, 10, 320, 350, '#86ad8b');
  treeLine(s, 372, 16, 90, 140, -0.05);
  lawn(s, 368);
  councilHall(s, 800, 392, 700, 230);
  tree(s, 330, 398, 230);
  tree(s, 1280, 398, 250);
  tree(s, 1480, 402, 200);
  tree(s, 120, 402, 210);
  for (let x = 470; x < 1140; x += 26) if (x < 660 || x > 940) tree(s, x, 396, 26, 'bush');
  flowerBed(s, 520, 412, 150);
  flowerBed(s, 930, 412, 150);
  road(s, 420, 60);
  crowd(s, 200, 560, 470, 60, 5, ['walk', 'stand']);
  crowd(s, 1050, 1450, 470, 60, 5, ['walk', 'stand', 'wave']);
  streetLight(s, 40, 440, 130);
  streetLight(s, 1560, 440, 130);
  return s;
}

export function bannerRiver(): Svg {
  const s = canvas(BANNER, 202);
  sky(s, 'sunset', 300);
  clouds(s, 4, 60, 170, 44, '#f7b8a2', 0.45);
  sun(s, 1120, 272, 40, '#fff2c4', '#ffb25a');
  birds(s, 7, 1000, 150, 70, '#3a2740');
  hills(s, 9, 240, 280, '#6a4e78');
  skyline(s, 0, 1600, 300, 12, 34, '#4c3658');
  temple(s, 380, 300, 90, '#4c3658');
  temple(s, 1380, 300, 70, '#4c3658');
  river(s, 300, 180, '#f0a070', '#3d3563');
  for (let i = 0; i < 14; i++)
    s.rect(1120 - 60 + between(s.r, -10, 10) + i * 2, 305 + i * 12, 120 - i * 6, 3, '#ffe7a8', `opacity="${f(0.8 - i * 0.04)}"`);
  // Near bank: a ghat with a small shrine and people watching the sunset.
  s.path('M0,330 L560,330 L640,480 L0,480 Z', '#b59a7c');
  ghat(s, 0, 620, 360, 480, 6);
  s.rect(0, 330, 560, 32, '#9c8163');
  temple(s, 170, 336, 110, '#e7c48e');
  // A chhatri: a domed pavilion on pillars.
  s.rect(294, 326, 82, 10, '#d9ae6f');
  for (const px of [300, 330, 360]) s.rect(px, 292, 10, 34, '#e7c48e');
  s.rect(292, 284, 86, 10, '#d9ae6f');
  s.path('M300,284 Q335,236 370,284 Z', '#e7c48e');
  s.circle(335, 248, 4, '#d4a017');
  person(s, 420, 400, 70, look(s.r, true), 'stand');
  person(s, 470, 402, 74, look(s.r, false), 'wave');
  person(s, 540, 440, 60, look(s.r, false, { top: '#f3efe2' }), 'stand', true);
  boat(s, 820, 380, 120, '#4a2a1a');
  person(s, 1300, 410, 44, look(s.r, false, { top: '#e3a33b' }), 'hold');
  boat(s, 1330, 420, 150, '#5a321c');
  return s;
}

export function bannerCleanTown(): Svg {
  const s = canvas(BANNER, 303);
  sky(s, 'day', 260);
  clouds(s, 6, 40, 130, 36);
  hills(s, 8, 200, 240, '#a9c3d3');
  houses(s, -20, 1620, 300, 110, 190, 70, 120);
  for (let x = 60; x < 1600; x += 260) tree(s, x + between(s.r, -20, 20), 306, between(s.r, 170, 210));
  s.rect(0, 298, 1600, 26, '#cfcfc8');
  s.rect(0, 320, 1600, 6, '#e0b43a');
  road(s, 326, 104);
  s.rect(0, 430, 1600, 50, '#d8d3c8');
  for (let x = 0; x < 1600; x += 40) s.rect(x, 430, 2, 50, '#c5bfb2');
  wasteVan(s, 860, 410, 220);
  dustbins(s, 300, 318, 44);
  dustbins(s, 1240, 318, 44);
  person(s, 1090, 420, 90, look(s.r, true), 'broom');
  person(s, 200, 478, 96, look(s.r, false, { top: '#f39c12' }), 'broom');
  person(s, 560, 478, 94, look(s.r, true), 'walk');
  person(s, 640, 478, 100, look(s.r, false), 'walk', true);
  person(s, 1420, 478, 96, look(s.r, false, { top: '#2e9d4a' }), 'broom', true);
  for (const x of [120, 760, 1500]) streetLight(s, x, 312, 150);
  bunting(s, 760, 1500, 170, 30, 16, [SAFFRON, '#ffffff', INDIA_GREEN]);
  return s;
}

export function bannerWaterPark(): Svg {
  const s = canvas(BANNER, 404);
  sky(s, 'dawn', 330);
  sun(s, 420, 150, 30, '#fff6d8', '#ffd089');
  clouds(s, 4, 60, 140, 40, '#fff4ea', 0.8);
  hills(s, 7, 270, 320, '#9eb3c9');
  houses(s, 760, 1600, 340, 40, 80, 40, 70);
  waterTank(s, 1240, 352, 320);
  treeLine(s, 345, 12, 80, 120, -0.05, 0, 900);
  lawn(s, 340);
  s.path('M0,470 C400,420 700,400 1600,430 L1600,450 C700,420 400,440 0,480 Z', '#e3cfa6');
  for (let x = 0; x < 1600; x += 28) s.rect(x, 352, 4, 36, '#3c6e47');
  s.rect(0, 356, 1600, 4, '#3c6e47');
  s.rect(0, 376, 1600, 4, '#3c6e47');
  swing(s, 300, 452, 120);
  slide(s, 520, 452, 110);
  person(s, 275, 420, 50, look(s.r, true, { top: '#f1c40f' }), 'up');
  person(s, 600, 455, 46, look(s.r, false, { top: '#e74c3c' }), 'wave');
  person(s, 700, 460, 56, look(s.r, false, { top: '#3498db' }), 'walk');
  bench(s, 820, 430, 80);
  person(s, 1000, 470, 92, look(s.r, true), 'walk', true);
  person(s, 1060, 472, 96, look(s.r, false, { cap: true, top: '#ffffff' }), 'walk', true);
  tree(s, 60, 470, 220);
  tree(s, 1500, 470, 240);
  for (const x of [140, 900, 1400]) streetLight(s, x, 440, 150);
  return s;
}

// ---------------------------------------------------------------- About (1200x800)

export function aboutCouncil(): Svg {
  const s = canvas(PHOTO, 505);
  sky(s, 'day', 560);
  clouds(s, 4, 60, 170, 50);
  hills(s, 6, 470, 530, '#a7c1cf');
  treeLine(s, 575, 10, 150, 220, -0.05);
  lawn(s, 570);
  councilHall(s, 600, 620, 980, 330);
  tree(s, 60, 640, 300);
  tree(s, 1150, 640, 320);
  s.path('M520,640 L680,640 L860,800 L340,800 Z', '#d9cdb6');
  for (let x = 140; x < 1080; x += 30) if (x < 500 || x > 700) tree(s, x, 640, 32, 'bush');
  flowerBed(s, 150, 690, 220);
  flowerBed(s, 830, 690, 220);
  person(s, 560, 700, 110, look(s.r, false, { top: '#ffffff', cap: true }), 'walk');
  person(s, 640, 730, 120, look(s.r, true), 'walk', true);
  person(s, 420, 780, 140, look(s.r, false), 'stand');
  return s;
}

/** An illustration of what the council does: six tiles with simple icons. */
export function aboutFunctions(): Svg {
  const s = canvas(PHOTO, 606);
  s.rect(
    0,
    0,
    1200,
    800,
    s.linear([
      [0, '#e8f1fb'],
      [1, '#fdf6e9'],
    ]),
  );
  s.circle(1100, 80, 260, '#dbe9f7');
  s.circle(60, 760, 220, '#f8ead0');
  const tiles: Array<[string, (cx: number, cy: number) => void]> = [
    [
      '#2a6fb0',
      (cx, cy) => {
        s.rect(cx - 60, cy - 40, 70, 26, '#dfe6ec', 'rx="6"');
        s.rect(cx - 10, cy - 40, 26, 60, '#dfe6ec', 'rx="6"');
        s.rect(cx - 40, cy - 58, 30, 14, '#ffffff', 'rx="4"');
        s.path(
          `M${cx + 3},${cy + 30} Q${cx + 22},${cy + 58} ${cx + 3},${cy + 68} Q${cx - 16},${cy + 58} ${cx + 3},${cy + 30} Z`,
          '#8ecae6',
        );
      },
    ],
    [
      '#2e9d4a',
      (cx, cy) => {
        s.path(`M${cx - 40},${cy - 30} L${cx + 40},${cy - 30} L${cx + 32},${cy + 60} L${cx - 32},${cy + 60} Z`, '#ffffff');
        s.rect(cx - 48, cy - 46, 96, 16, '#dff5e3', 'rx="5"');
        for (const dx of [-18, 0, 18]) s.rect(cx + dx - 3, cy - 15, 6, 60, '#2e9d4a', 'opacity="0.5"');
      },
    ],
    [
      '#e0a21b',
      (cx, cy) => {
        s.circle(cx + 28, cy - 40, 40, '#fff3c4', 'opacity="0.6"');
        s.rect(cx - 6, cy - 50, 12, 120, '#ffffff');
        s.path(`M${cx},${cy - 48} Q${cx + 10},${cy - 64} ${cx + 30},${cy - 58}`, 'none', 'stroke="#ffffff" stroke-width="10"');
        s.ellipse(cx + 34, cy - 50, 18, 8, '#fff8d6');
      },
    ],
    [
      '#6c757d',
      (cx, cy) => {
        s.path(`M${cx - 20},${cy - 60} L${cx + 20},${cy - 60} L${cx + 70},${cy + 65} L${cx - 70},${cy + 65} Z`, '#3d4147');
        for (let i = 0; i < 4; i++) s.rect(cx - 3 - i, cy - 50 + i * 30, 6 + i * 2, 16 + i * 3, '#ffffff');
      },
    ],
    [
      '#c0392b',
      (cx, cy) => {
        s.rect(cx - 42, cy - 58, 84, 112, '#ffffff', 'rx="6"');
        for (let i = 0; i < 5; i++) s.rect(cx - 28, cy - 40 + i * 16, i === 0 ? 56 : 46 - (i % 2) * 12, 6, '#e4c4c0');
        s.circle(cx + 26, cy + 40, 20, '#f1c40f');
        s.circle(cx + 26, cy + 40, 12, '#e67e22');
      },
    ],
    [
      '#8e44ad',
      (cx, cy) => {
        s.rect(cx - 50, cy - 10, 100, 70, '#ffffff');
        s.poly(
          [
            [cx - 62, cy - 8],
            [cx, cy - 62],
            [cx + 62, cy - 8],
          ],
          '#f3e5f5',
        );
        s.rect(cx - 14, cy + 20, 28, 40, '#8e44ad', 'opacity="0.6"');
        s.rect(cx - 40, cy + 4, 18, 18, '#8e44ad', 'opacity="0.35"');
        s.rect(cx + 22, cy + 4, 18, 18, '#8e44ad', 'opacity="0.35"');
      },
    ],
  ];
  tiles.forEach(([color, icon], i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = 90 + col * 360;
    const y = 90 + row * 330;
    s.rect(x + 8, y + 10, 300, 280, '#000000', 'rx="26" opacity="0.08"');
    s.rect(x, y, 300, 280, '#ffffff', 'rx="26"');
    s.circle(x + 150, y + 140, 105, color);
    s.circle(
      x + 150,
      y + 140,
      105,
      s.radial(
        [
          [0, '#ffffff', 0.25],
          [1, '#ffffff', 0],
        ],
        0.35,
        0.3,
        0.7,
      ),
    );
    icon(x + 150, y + 140);
  });
  return s;
}

export function aboutTown(): Svg {
  const s = canvas(PHOTO, 707);
  sky(s, 'day', 300);
  clouds(s, 4, 50, 150, 44);
  hills(s, 6, 190, 250, '#96aec4');
  hills(s, 8, 240, 290, '#7c9f7c');
  ground(s, 290, '#9dc57a', '#76a957');
  // Fields in the foreground.
  const fields = ['#c9d97a', '#a7c66a', '#e1cf7a', '#8fbf5e', '#d6c46a'];
  for (let i = 0; i < 6; i++) {
    const x0 = -100 + i * 240;
    s.poly(
      [
        [x0 + 60, 600],
        [x0 + 300, 600],
        [x0 + 340, 800],
        [x0 - 40, 800],
      ],
      fields[i % fields.length]!,
    );
    for (let k = 0; k < 6; k++) s.line(x0 + 60 + k * 45, 600, x0 - 40 + k * 70, 800, '#ffffff', 1, 'opacity="0.25"');
  }
  // The river bending through the town.
  s.path(
    'M-10,420 C200,380 380,470 600,440 C820,410 980,470 1210,430 L1210,490 C980,530 820,470 600,500 C380,530 200,450 -10,480 Z',
    s.linear([
      [0, '#7fbce0'],
      [1, '#4f93c4'],
    ]),
  );
  houses(s, 0, 1200, 420, 30, 70, 30, 55);
  temple(s, 300, 418, 120);
  waterTank(s, 930, 420, 200);
  houses(s, 0, 1200, 600, 50, 100, 45, 80);
  treeLine(s, 605, 9, 80, 130);
  tree(s, 1140, 640, 200);
  birds(s, 5, 700, 140, 60);
  return s;
}

// ---------------------------------------------------------------- Gallery (1200x800)

function galleryTreePlantation(): Svg {
  const s = canvas(PHOTO, 808);
  sky(s, 'morning', 380);
  sun(s, 980, 120, 36);
  clouds(s, 3, 60, 150, 44);
  hills(s, 6, 300, 360, '#9ab6c5');
  treeLine(s, 400, 10, 120, 170, -0.05);
  ground(s, 395, '#a3c46b', '#7a5c3a');
  shamiana(s, 80, 520, 520, 150, ['#2e9d4a', '#f5f0e6']);
  table(s, 150, 520, 300, 60, '#f4f1e8');
  for (let i = 0; i < 5; i++) for (let k = 0; k < 3; k++) sapling(s, 620 + i * 120 - k * 40, 470 + k * 110, 60 + k * 14, k === 0);
  person(s, 700, 650, 200, look(s.r, false, { top: '#ffffff', cap: true }), 'hold');
  sapling(s, 700, 560, 50);
  person(s, 880, 680, 210, look(s.r, true, { top: '#2a9d8f' }), 'water', true);
  person(s, 520, 700, 220, look(s.r, false, { top: '#4a78b5' }), 'stand');
  person(s, 1060, 720, 230, look(s.r, true), 'hold', true);
  sapling(s, 1060, 610, 56);
  crowd(s, 120, 480, 560, 120, 4, ['stand', 'wave']);
  return s;
}

function galleryCleanliness(): Svg {
  const s = canvas(PHOTO, 909);
  sky(s, 'day', 330);
  clouds(s, 4, 60, 160, 40);
  houses(s, -20, 1220, 420, 160, 260, 90, 150);
  tree(s, 1100, 430, 260);
  s.rect(0, 420, 1200, 380, '#cbc6bb');
  for (let x = 0; x < 1200; x += 60) s.line(x, 420, x - 200, 800, '#b9b3a6', 2);
  bunting(s, 0, 1200, 260, 40, 22, ['#2e9d4a', '#ffffff', '#2a6fb0']);
  dustbins(s, 140, 470, 70);
  wasteVan(s, 820, 560, 300);
  for (let i = 0; i < 12; i++)
    s.circle(between(s.r, 380, 560), between(s.r, 600, 640), between(s.r, 4, 9), ['#8d6e63', '#a1887f', '#c8b28f', '#6d8a4a'][i % 4]!);
  person(s, 300, 700, 230, look(s.r, false, { top: '#f39c12' }), 'broom');
  person(s, 620, 720, 240, look(s.r, true, { top: '#2e9d4a' }), 'broom', true);
  person(s, 760, 760, 250, look(s.r, false, { top: '#ffffff', cap: true }), 'broom');
  person(s, 1040, 780, 260, look(s.r, true), 'broom', true);
  crowd(s, 160, 1100, 560, 110, 6, ['broom', 'stand']);
  return s;
}

function galleryIndependenceDay(): Svg {
  const s = canvas(PHOTO, 1010);
  sky(s, 'morning', 470);
  clouds(s, 4, 60, 170, 44);
  councilHall(s, 600, 470, 900, 250);
  lawn(s, 468);
  flagpole(s, 600, 620, 440, 150);
  s.rect(540, 610, 120, 14, '#d7d2c8');
  bunting(s, 0, 600, 90, 50, 22);
  bunting(s, 600, 1200, 90, 50, 22);
  person(s, 520, 640, 150, look(s.r, false, { top: '#ffffff', cap: true }), 'salute');
  person(s, 690, 640, 150, look(s.r, true, { top: '#ffffff' }), 'salute', true);
  for (let row = 0; row < 3; row++) {
    const y = 700 + row * 55;
    const n = 9 + row;
    for (let i = 0; i < n; i++) {
      const x = 40 + ((i + 0.5) * 1120) / n + (row % 2) * 20;
      const kid = row > 0 && i % 3 === 0;
      person(
        s,
        x,
        y,
        (kid ? 110 : 140) + row * 18,
        look(s.r, s.r() < 0.5, { top: kid ? '#ffffff' : undefined }),
        row === 0 ? 'salute' : i % 4 === 0 ? 'flag' : 'stand',
        s.r() < 0.5,
      );
    }
  }
  return s;
}

function galleryWaterTank(): Svg {
  const s = canvas(PHOTO, 1111);
  sky(s, 'day', 560);
  clouds(s, 4, 50, 160, 50);
  hills(s, 6, 470, 540, '#a9c2cf');
  treeLine(s, 590, 8, 140, 200);
  lawn(s, 585);
  waterTank(s, 620, 620, 560);
  garland(s, 505, 455, 735, 455, 30, 7);
  shamiana(s, 40, 360, 700, 170, ['#e67e22', '#fdf2e0']);
  crowd(s, 420, 920, 760, 190, 5, ['stand', 'hold']);
  crowd(s, 60, 340, 720, 140, 4, ['stand', 'wave']);
  s.line(400, 690, 940, 690, '#c0392b', 6);
  s.path('M670,690 l-26,-18 l0,36 Z M670,690 l26,-18 l0,36 Z', '#c0392b');
  s.rect(392, 660, 10, 100, '#8a6a45');
  s.rect(938, 660, 10, 100, '#8a6a45');
  tree(s, 1100, 700, 280);
  return s;
}

function galleryYoga(): Svg {
  const s = canvas(PHOTO, 1212);
  sky(s, 'dawn', 360);
  sun(s, 600, 320, 50, '#fff4d0', '#ffc46b');
  clouds(s, 3, 80, 180, 40, '#fff0e0', 0.7);
  hills(s, 7, 300, 360, '#9a9bbf');
  treeLine(s, 395, 12, 110, 160, -0.1);
  lawn(s, 390);
  const mats = ['#e74c3c', '#3498db', '#f1c40f', '#9b59b6', '#1abc9c', '#e67e22'];
  for (let row = 0; row < 3; row++) {
    const y = 500 + row * 120;
    const n = 6 - row;
    for (let i = 0; i < n; i++) {
      const x = 120 + ((i + 0.5) * 960) / n;
      const h = 110 + row * 45;
      s.poly(
        [
          [x - h * 0.35, y + 4],
          [x + h * 0.35, y + 4],
          [x + h * 0.42, y + h * 0.1],
          [x - h * 0.42, y + h * 0.1],
        ],
        mats[(i + row) % mats.length]!,
      );
      person(s, x, y + h * 0.04, h, look(s.r, s.r() < 0.5, { top: s.r() < 0.5 ? '#ffffff' : undefined }), 'up');
    }
  }
  return s;
}

function galleryHealthCamp(): Svg {
  const s = canvas(PHOTO, 1313);
  sky(s, 'day', 420);
  clouds(s, 4, 60, 160, 44);
  houses(s, -20, 1220, 440, 120, 200, 90, 140);
  ground(s, 440, '#d8cbb0', '#bba98a');
  shamiana(s, 160, 1040, 560, 230, ['#ffffff', '#2a6fb0']);
  s.rect(540, 210, 120, 120, '#ffffff', 'rx="10"');
  s.rect(585, 225, 30, 90, '#d62828');
  s.rect(555, 255, 90, 30, '#d62828');
  table(s, 240, 600, 260, 80);
  table(s, 700, 600, 260, 80);
  person(s, 320, 540, 130, look(s.r, true, { top: '#ffffff' }), 'hold');
  person(s, 820, 540, 130, look(s.r, false, { top: '#ffffff' }), 'hold', true);
  for (let i = 0; i < 7; i++) person(s, 140 + i * 150, 780 - (i % 2) * 12, 210, look(s.r), i % 3 === 0 ? 'hold' : 'stand', i > 3);
  return s;
}

function galleryRally(): Svg {
  const s = canvas(PHOTO, 1414);
  sky(s, 'morning', 360);
  clouds(s, 4, 60, 160, 40);
  houses(s, -20, 1220, 420, 140, 230, 80, 140);
  for (let x = 80; x < 1200; x += 320) tree(s, x, 424, 220);
  road(s, 420, 380, '#6a6e75');
  bunting(s, 0, 1200, 140, 60, 22);
  for (let row = 0; row < 4; row++) {
    const y = 520 + row * 85;
    const h = 120 + row * 30;
    for (let i = 0; i < 8; i++) {
      const x = 100 + i * 140 + row * 22;
      person(s, x, y, h, look(s.r, i % 2 === 0, { top: '#ffffff', bottom: i % 2 ? '#1f3a68' : '#1f3a68' }), i % 2 ? 'flag' : 'walk', false);
    }
  }
  return s;
}

function galleryDeepotsav(): Svg {
  const s = canvas(PHOTO, 1515);
  sky(s, 'night', 360);
  stars(s, 90, 300);
  s.circle(980, 110, 36, '#fdf3d0');
  skyline(s, 0, 1200, 360, 20, 60, '#1b1c3f');
  temple(s, 820, 362, 200, '#3b2f55');
  river(s, 360, 150, '#2b2c5a', '#151738');
  s.rect(0, 505, 1200, 295, '#2c2838');
  ghat(s, 0, 1200, 510, 800, 7, ['#4a4256', '#3e3749', '#6a6072']);
  s.rect(970, 372, 20, 3, '#fdf3d0', 'opacity="0.6"');
  for (let i = 0; i < 8; i++) s.rect(960 + between(s.r, -8, 8), 380 + i * 14, 40 - i * 3, 2.5, '#fdf3d0', `opacity="${f(0.5 - i * 0.05)}"`);
  const glow = s.radial([
    [0, '#ffb347', 0.55],
    [1, '#ffb347', 0],
  ]);
  for (let step = 0; step < 7; step++) {
    const y = 545 + step * 41.5;
    const n = 12 + step * 2;
    for (let i = 0; i < n; i++) diya(s, ((i + 0.5 + (step % 2) * 0.3) * 1200) / n, y, 6 + step * 0.8, glow);
  }
  for (let i = 0; i < 12; i++) {
    const x = between(s.r, 40, 1160);
    const y = between(s.r, 380, 500);
    s.rect(x - 12, y, 24, 3, '#ffcf6a', `opacity="${f(between(s.r, 0.3, 0.7))}"`);
    s.circle(x, y - 4, 4, '#ffd24a');
  }
  return s;
}

function galleryPark(): Svg {
  const s = canvas(PHOTO, 1616);
  sky(s, 'day', 440);
  clouds(s, 4, 60, 170, 46);
  hills(s, 6, 360, 420, '#a4bfd0');
  treeLine(s, 470, 10, 150, 210);
  lawn(s, 465);
  s.path('M420,800 C520,640 640,560 760,470 L840,470 C760,560 700,660 700,800 Z', '#e3cfa6');
  bunting(s, 0, 1200, 150, 40, 20, ['#e74c3c', '#f1c40f', '#3498db', '#2ecc71']);
  swing(s, 230, 640, 170);
  slide(s, 880, 640, 170);
  person(s, 120, 650, 80, look(s.r, true, { top: '#e74c3c' }), 'wave');
  person(s, 340, 655, 76, look(s.r, false, { top: '#3498db' }), 'up');
  person(s, 1000, 650, 80, look(s.r, false, { top: '#f1c40f' }), 'wave', true);
  person(s, 840, 652, 74, look(s.r, true, { top: '#9b59b6' }), 'stand');
  bench(s, 470, 600, 120);
  crowd(s, 560, 760, 560, 80, 3, ['walk', 'stand']);
  person(s, 500, 730, 190, look(s.r, true), 'walk');
  person(s, 640, 750, 200, look(s.r, false, { top: '#ffffff', cap: true }), 'wave', true);
  for (const x of [80, 1120]) streetLight(s, x, 640, 230);
  flowerBed(s, 880, 740, 260);
  flowerBed(s, 80, 760, 240);
  return s;
}

/** The event photos, in the order of the gallery texts in data.ts (press clippings reuse them). */
export const galleryScenes = [
  galleryTreePlantation,
  galleryCleanliness,
  galleryIndependenceDay,
  galleryWaterTank,
  galleryYoga,
  galleryHealthCamp,
  galleryRally,
  galleryDeepotsav,
  galleryPark,
];
