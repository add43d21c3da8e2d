import type { Random } from '../random';
import { clouds, door, ground, sky, sun, tree, windowPane, type Palette } from './svg-kit';

const GROUND = 470;

function backdrop(palette: Palette, random: Random): string {
  return sky(palette) + sun(random) + clouds(random) + ground(palette.grass, GROUND);
}

/** A detached house: gable or flat roof, windows, door, sometimes a garage annex and a hedge. */
export function houseScene(palette: Palette, random: Random): string {
  const width = random.int(280, 380);
  const withGarage = random.chance(0.4);
  const left = 400 - width / 2 - (withGarage ? 60 : 0);
  const top = random.int(250, 300);
  const flat = random.chance(0.25);
  const roof = flat
    ? `<rect x="${left - 10}" y="${top - 18}" width="${width + 20}" height="18" fill="${palette.roof}"/>`
    : `<polygon points="${left - 20},${top} ${left + width / 2},${top - random.int(110, 150)} ${left + width + 20},${top}" fill="${palette.roof}"/>`;
  const chimney = flat
    ? ''
    : `<rect x="${left + width * 0.7}" y="${top - 100}" width="26" height="70" fill="${palette.roof}"/>`;
  const garage = withGarage
    ? `<rect x="${left + width}" y="${GROUND - 110}" width="120" height="110" fill="${palette.wall}"/><rect x="${left + width - 6}" y="${GROUND - 122}" width="132" height="14" fill="${palette.roof}"/><rect x="${left + width + 15}" y="${GROUND - 85}" width="90" height="85" fill="#d8d8d8"/>`
    : '';
  const hedge = random.chance(0.5)
    ? `<rect x="0" y="${GROUND - 22}" width="${left - 10}" height="36" rx="14" fill="${palette.tree}"/>`
    : '';
  const rows = [top + 30, top + 110];
  const windows = rows.flatMap((y, row) =>
    [0.12, 0.62].map((share) =>
      row === 1 && share < 0.5 ? '' : windowPane(left + width * share, y, width * 0.24, 60),
    ),
  );
  return [
    backdrop(palette, random),
    chimney,
    `<rect x="${left}" y="${top}" width="${width}" height="${GROUND - top}" fill="${palette.wall}"/>`,
    roof,
    garage,
    ...windows,
    door(left + width * 0.17, GROUND - 100, 48, 100, palette.accent),
    `<rect x="0" y="${GROUND}" width="800" height="14" fill="#c9c2b4"/>`,
    hedge,
    tree(random.int(40, 110), GROUND + 10, random.int(140, 200), palette.tree),
    tree(random.int(690, 760), GROUND + 10, random.int(120, 180), palette.tree),
  ].join('');
}

/** An apartment block with balconies, seen from the street. */
export function apartmentScene(palette: Palette, random: Random): string {
  const floors = random.int(4, 7);
  const floorHeight = 56;
  const top = GROUND - floors * floorHeight;
  const left = random.int(170, 230);
  const width = 800 - left * 2;
  const columns = random.int(3, 5);
  const parts = [
    backdrop(palette, random),
    `<rect x="${left}" y="${top}" width="${width}" height="${GROUND - top}" fill="${palette.wall}"/>`,
  ];
  parts.push(
    `<rect x="${left - 8}" y="${top - 14}" width="${width + 16}" height="14" fill="${palette.roof}"/>`,
  );
  for (let floor = 0; floor < floors; floor += 1) {
    const y = top + floor * floorHeight + 10;
    for (let column = 0; column < columns; column += 1) {
      const x = left + 18 + column * ((width - 36) / columns);
      parts.push(windowPane(x, y, (width - 36) / columns - 22, 34, '#f7f7f7'));
      if (floor < floors - 1 && column % 2 === 0) {
        parts.push(
          `<rect x="${x - 6}" y="${y + 34}" width="${(width - 36) / columns - 10}" height="10" fill="${palette.accent}" opacity="0.85"/>`,
        );
      }
    }
  }
  parts.push(door(390, GROUND - 60, 40, 60, palette.accent));
  parts.push(
    tree(random.int(50, 130), GROUND + 20, 170, palette.tree),
    tree(random.int(680, 760), GROUND + 20, 150, palette.tree),
  );
  return parts.join('');
}

/** A shop or office front: glass ground floor under an awning, offices above. */
export function shopScene(palette: Palette, random: Random): string {
  const top = random.int(170, 230);
  const stripe = random.pick(['#b4532a', '#2f5d50', '#1d2a44', '#7a2e2e']);
  const stripes = Array.from(
    { length: 10 },
    (_, index) =>
      `<rect x="${150 + index * 50}" y="${GROUND - 140}" width="25" height="30" fill="${index % 2 === 0 ? stripe : '#f4efe6'}"/>`,
  );
  const upper = [0, 1].flatMap((row) =>
    [0, 1, 2, 3].map((column) => windowPane(180 + column * 115, top + 25 + row * 80, 70, 50)),
  );
  return [
    sky(palette) + sun(random) + clouds(random),
    `<rect y="${GROUND}" width="800" height="130" fill="#b9b4aa"/>`,
    `<rect x="150" y="${top}" width="500" height="${GROUND - top}" fill="${palette.wall}"/>`,
    ...upper,
    `<rect x="170" y="${GROUND - 105}" width="460" height="105" fill="#a8cde3" stroke="${palette.accent}" stroke-width="6"/>`,
    `<line x1="400" y1="${GROUND - 105}" x2="400" y2="${GROUND}" stroke="${palette.accent}" stroke-width="6"/>`,
    ...stripes,
  ].join('');
}

/** A row of garage boxes with up-and-over doors. */
export function garageScene(palette: Palette, random: Random): string {
  const count = random.int(3, 5);
  const width = 560 / count;
  const doors = Array.from({ length: count }, (_, index) => {
    const x = 120 + index * width + 10;
    const lines = [1, 2, 3, 4].map(
      (line) =>
        `<line x1="${x}" y1="${330 + line * 26}" x2="${x + width - 20}" y2="${330 + line * 26}" stroke="#00000022" stroke-width="2"/>`,
    );
    return `<rect x="${x}" y="330" width="${width - 20}" height="140" fill="${index === 1 ? palette.accent : '#d8d8d8'}"/>${lines.join('')}`;
  });
  return [
    backdrop(palette, random),
    `<rect x="110" y="300" width="580" height="170" fill="${palette.wall}"/>`,
    `<rect x="100" y="288" width="600" height="16" fill="${palette.roof}"/>`,
    ...doors,
    `<rect y="${GROUND}" width="800" height="130" fill="#a9a49b"/>`,
  ].join('');
}

/** A new-build block under construction, with a tower crane. */
export function projectScene(palette: Palette, random: Random): string {
  const building = apartmentScene(
    { ...palette, wall: random.pick(['#f1efe9', '#e4e0d8', '#d6cfc2']) },
    random,
  );
  const craneX = random.int(600, 700);
  return [
    building,
    `<g stroke="#e0a526" stroke-width="6" fill="none"><line x1="${craneX}" y1="${GROUND}" x2="${craneX}" y2="80"/><line x1="${craneX - 260}" y1="90" x2="${craneX + 60}" y2="90"/><line x1="${craneX}" y1="80" x2="${craneX - 200}" y2="90"/></g>`,
    `<line x1="${craneX - 180}" y1="90" x2="${craneX - 180}" y2="200" stroke="#333" stroke-width="2"/>`,
    `<rect x="${craneX - 195}" y="200" width="30" height="20" fill="#7a6a55"/>`,
    `<rect y="${GROUND - 40}" width="800" height="40" fill="#e9e2d0" opacity="0.6"/>`,
  ].join('');
}
