import type { Random } from '../random';
import { clouds, ground, pine, sky, sun, tree, windowPane, type Palette } from './svg-kit';

/** A building plot or meadow: rolling field, fence posts, a row of trees at the back. */
export function plotScene(palette: Palette, random: Random): string {
  const hill = random.int(360, 420);
  const posts = Array.from(
    { length: 12 },
    (_, index) => `<rect x="${30 + index * 68}" y="450" width="8" height="50" fill="#8a6a48"/>`,
  );
  const trees = Array.from({ length: random.int(4, 8) }, () =>
    tree(random.int(20, 780), hill + 10, random.int(70, 120), palette.tree),
  );
  return [
    sky(palette) + sun(random) + clouds(random, 3),
    `<path d="M0 ${hill} Q 200 ${hill - 40} 400 ${hill} T 800 ${hill} V600 H0 Z" fill="${palette.tree}" opacity="0.55"/>`,
    ...trees,
    ground(palette.grass, hill + 10),
    `<path d="M0 ${hill + 60} Q 400 ${hill + 20} 800 ${hill + 70} V600 H0 Z" fill="#00000010"/>`,
    `<line x1="30" y1="465" x2="786" y2="465" stroke="#8a6a48" stroke-width="4"/><line x1="30" y1="485" x2="786" y2="485" stroke="#8a6a48" stroke-width="4"/>`,
    ...posts,
  ].join('');
}

/** The North Sea coast: sea, beach, dunes and a row of colourful beach huts. */
export function seasideScene(palette: Palette, random: Random): string {
  const horizon = random.int(280, 320);
  const hutColors = ['#e76f51', '#2a9d8f', '#e9c46a', '#f4a261', '#457b9d', '#ffffff'];
  const huts = Array.from({ length: random.int(4, 7) }, (_, index) => {
    const x = 60 + index * 100 + random.int(0, 20);
    const color = random.pick(hutColors);
    return `<rect x="${x}" y="440" width="56" height="50" fill="${color}"/><polygon points="${x - 6},440 ${x + 28},415 ${x + 62},440" fill="#f4efe6"/><rect x="${x + 20}" y="460" width="16" height="30" fill="#00000030"/>`;
  });
  const waves = [0, 1, 2].map(
    (row) =>
      `<path d="M0 ${horizon + 30 + row * 30} q 25 -8 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0" stroke="#ffffff" stroke-opacity="0.5" fill="none" stroke-width="3"/>`,
  );
  return [
    sky(palette, horizon) + sun(random) + clouds(random, 2),
    `<rect y="${horizon}" width="800" height="${420 - horizon}" fill="#3f7fa6"/>`,
    ...waves,
    `<path d="M0 420 Q 400 395 800 420 V600 H0 Z" fill="#ecd9a8"/>`,
    `<path d="M0 520 Q 150 470 300 520 T 600 515 T 800 520 V600 H0 Z" fill="#d9c48c"/>`,
    ...huts,
  ].join('');
}

/** An Ardennes valley: layered wooded hills, pines, a wooden chalet and a river. */
export function forestScene(palette: Palette, random: Random): string {
  const pines = Array.from({ length: 14 }, () =>
    pine(
      random.int(0, 800),
      random.int(380, 460),
      random.int(90, 170),
      random.pick(['#2f5d3a', '#3b6e45', '#264d31']),
    ),
  );
  const chaletX = random.int(300, 460);
  return [
    sky(palette) + sun(random) + clouds(random, 2),
    `<path d="M0 300 Q 200 220 420 290 T 800 260 V600 H0 Z" fill="#6f8f6a"/>`,
    `<path d="M0 360 Q 250 300 500 350 T 800 340 V600 H0 Z" fill="#4f7a4f"/>`,
    ...pines.slice(0, 8),
    ground(palette.grass, 450),
    `<path d="M0 540 Q 300 500 520 545 T 800 530 V600 H0 Z" fill="#5d8fb3"/>`,
    `<rect x="${chaletX}" y="380" width="170" height="90" fill="#8b5a36"/>`,
    `<polygon points="${chaletX - 20},385 ${chaletX + 85},310 ${chaletX + 190},385" fill="#3b2f2a"/>`,
    windowPane(chaletX + 20, 400, 40, 36, '#f4efe6'),
    windowPane(chaletX + 110, 400, 40, 36, '#f4efe6'),
    ...pines.slice(8),
  ].join('');
}

/** A living room: wall, floor, a big window on the sky, sofa, lamp and plant. */
export function interiorScene(palette: Palette, random: Random): string {
  const wall = random.pick(['#f1ece4', '#e8e4dc', '#efe7da', '#dfe6e8']);
  const floor = random.pick(['#b08a63', '#9c7a55', '#c8a57c', '#8d8a85']);
  const sofa = random.pick(['#2f5d50', '#1d2a44', '#b4532a', '#7d8b99', '#c9a66b']);
  return [
    `<rect width="800" height="600" fill="${wall}"/>`,
    `<rect y="430" width="800" height="170" fill="${floor}"/>`,
    `<g transform="translate(420 90)">${sky(palette, 260, 300)}</g>`,
    `<rect x="420" y="90" width="300" height="260" fill="none" stroke="#ffffff" stroke-width="10"/>`,
    `<line x1="570" y1="90" x2="570" y2="350" stroke="#ffffff" stroke-width="6"/>`,
    `<rect x="90" y="150" width="160" height="110" fill="${palette.accent}" opacity="0.8"/><rect x="100" y="160" width="140" height="90" fill="${random.pick(['#e9c46a', '#8ab17d', '#e76f51'])}" opacity="0.7"/>`,
    `<rect x="80" y="340" width="300" height="90" rx="14" fill="${sofa}"/><rect x="60" y="320" width="40" height="110" rx="10" fill="${sofa}"/><rect x="360" y="320" width="40" height="110" rx="10" fill="${sofa}"/>`,
    `<rect x="440" y="420" width="160" height="14" rx="4" fill="#5c4033"/><rect x="455" y="434" width="8" height="40" fill="#5c4033"/><rect x="577" y="434" width="8" height="40" fill="#5c4033"/>`,
    `<line x1="700" y1="470" x2="700" y2="260" stroke="#333" stroke-width="4"/><path d="M670 260 L730 260 L715 220 L685 220 Z" fill="#f4d58d"/>`,
    `<rect x="40" y="440" width="40" height="50" fill="#b4532a"/><circle cx="60" cy="410" r="36" fill="#4d8b45"/>`,
  ].join('');
}
