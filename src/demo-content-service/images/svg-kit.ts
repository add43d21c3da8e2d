import type { Random } from '../random';

/** Every drawing is made on an 800 × 600 canvas (4:3, like the photos it stands in for). */
export const CANVAS = { width: 800, height: 600 } as const;

const palettes = {
  skies: [
    ['#7fb3e6', '#d9ecfb'],
    ['#5b8fd1', '#cfe4f7'],
    ['#f2a65a', '#fde3c2'],
    ['#9fb8cc', '#e7eef3'],
    ['#6aa5d8', '#f3f0e3'],
  ],
  walls: ['#c4623f', '#b5533c', '#e8e1d5', '#f4efe6', '#d9c7a7', '#a9a49b', '#8c5a3c', '#e3d3b8'],
  roofs: ['#3b3f46', '#5a3a2e', '#7c3b26', '#2e3440', '#6b6f76'],
  accents: ['#1d2a44', '#2f5d50', '#7a2e2e', '#3d4a5c', '#5c4033'],
  greens: ['#6e9f4f', '#7fae5b', '#5d8c45', '#8bb86a'],
  trees: ['#3f7a3a', '#4d8b45', '#2f6b3a', '#5a9150'],
} as const;

export type Palette = {
  sky: readonly [string, string];
  wall: string;
  roof: string;
  accent: string;
  grass: string;
  tree: string;
};

export function pickPalette(random: Random): Palette {
  return {
    sky: random.pick(palettes.skies),
    wall: random.pick(palettes.walls),
    roof: random.pick(palettes.roofs),
    accent: random.pick(palettes.accents),
    grass: random.pick(palettes.greens),
    tree: random.pick(palettes.trees),
  };
}

/** Wraps the drawing; the width and height follow the size asked for, the canvas stays the same. */
export function svgDocument(
  body: string,
  width: number,
  height: number,
  label: string,
  viewBox = `0 0 ${CANVAS.width} ${CANVAS.height}`,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">`,
    body,
    '</svg>',
  ].join('');
}

export function sky(
  palette: Palette,
  height: number = CANVAS.height,
  width: number = CANVAS.width * 3,
): string {
  const [top, bottom] = palette.sky;
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  ].join('');
}

export function sun(random: Random): string {
  return `<circle cx="${random.int(80, 720)}" cy="${random.int(60, 140)}" r="${random.int(28, 44)}" fill="#fff3c4" opacity="0.9"/>`;
}

function cloud(x: number, y: number, scale: number): string {
  return `<g fill="#ffffff" opacity="0.85" transform="translate(${x} ${y}) scale(${scale})"><ellipse cx="0" cy="0" rx="50" ry="20"/><ellipse cx="35" cy="-12" rx="34" ry="22"/><ellipse cx="-30" cy="-6" rx="28" ry="16"/></g>`;
}

export function clouds(random: Random, count = random.int(1, 3)): string {
  return Array.from({ length: count }, () =>
    cloud(random.int(40, 760), random.int(60, 200), random.float(0.6, 1.4)),
  ).join('');
}

export function ground(color: string, top: number): string {
  return `<rect y="${top}" width="${CANVAS.width * 3}" height="${CANVAS.height - top}" fill="${color}"/>`;
}

export function tree(x: number, base: number, size: number, color: string): string {
  const crown = size * 0.45;
  return [
    `<rect x="${x - size * 0.05}" y="${base - size * 0.5}" width="${size * 0.1}" height="${size * 0.5}" fill="#6b4a2f"/>`,
    `<circle cx="${x}" cy="${base - size * 0.6}" r="${crown}" fill="${color}"/>`,
    `<circle cx="${x - crown * 0.5}" cy="${base - size * 0.45}" r="${crown * 0.7}" fill="${color}" opacity="0.9"/>`,
  ].join('');
}

export function pine(x: number, base: number, size: number, color: string): string {
  const half = size * 0.3;
  return [
    `<rect x="${x - size * 0.03}" y="${base - size * 0.15}" width="${size * 0.06}" height="${size * 0.15}" fill="#5a3d28"/>`,
    `<polygon points="${x - half},${base - size * 0.12} ${x},${base - size} ${x + half},${base - size * 0.12}" fill="${color}"/>`,
  ].join('');
}

export function windowPane(x: number, y: number, width: number, height: number, frame = '#ffffff'): string {
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#9cc3de" stroke="${frame}" stroke-width="4"/>`,
    `<line x1="${x + width / 2}" y1="${y}" x2="${x + width / 2}" y2="${y + height}" stroke="${frame}" stroke-width="3"/>`,
    `<line x1="${x}" y1="${y + height / 2}" x2="${x + width}" y2="${y + height / 2}" stroke="${frame}" stroke-width="3"/>`,
  ].join('');
}

export function door(x: number, y: number, width: number, height: number, color: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${color}" rx="2"/><circle cx="${x + width - 8}" cy="${y + height / 2}" r="3" fill="#e6c36a"/>`;
}
