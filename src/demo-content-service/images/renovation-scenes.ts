import { CANVAS, door, svgDocument, windowPane } from './svg-kit';

export type RenovationStage = 'before' | 'after';

/** The rooms of the demo renovation stories; each is drawn twice, before and after the works. */
const rooms = [
  { name: 'living', wallAfter: '#f1ebe0', floorAfter: '#b98a5a', accent: '#2f5d50' },
  { name: 'kitchen', wallAfter: '#e9f0f2', floorAfter: '#d7d2c8', accent: '#1d2a44' },
  { name: 'facade', wallAfter: '#f4efe6', floorAfter: '#8c9a6a', accent: '#7a2e2e' },
] as const;

export const renovationRoomCount = rooms.length;

const { width, height } = CANVAS;
const floorTop = 430;

function cracks(): string {
  return ['M120 60 l18 40 l-10 30 l22 50', 'M610 90 l-14 36 l12 28 l-20 44', 'M380 300 l10 22 l-8 18']
    .map((path) => `<path d="${path}" fill="none" stroke="#6f6a60" stroke-width="3"/>`)
    .join('');
}

function stains(): string {
  return [
    [200, 120, 60, 34],
    [560, 260, 46, 28],
    [90, 330, 38, 22],
  ]
    .map(
      ([cx, cy, rx, ry]) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#8d8471" opacity="0.35"/>`,
    )
    .join('');
}

function oldFloorBoards(): string {
  return Array.from(
    { length: 8 },
    (_, index) =>
      `<line x1="${index * 110}" y1="${floorTop}" x2="${index * 110 - 60}" y2="${height}" stroke="#5c5247" stroke-width="3"/>`,
  ).join('');
}

function plant(x: number): string {
  return [
    `<rect x="${x - 22}" y="${floorTop - 50}" width="44" height="50" rx="6" fill="#c4623f"/>`,
    `<ellipse cx="${x - 18}" cy="${floorTop - 90}" rx="16" ry="42" fill="#4d8b45" transform="rotate(-20 ${x - 18} ${floorTop - 90})"/>`,
    `<ellipse cx="${x + 16}" cy="${floorTop - 95}" rx="16" ry="44" fill="#3f7a3a" transform="rotate(18 ${x + 16} ${floorTop - 95})"/>`,
  ].join('');
}

function interior(room: (typeof rooms)[number], stage: RenovationStage): string {
  if (stage === 'before') {
    return [
      `<rect width="${width}" height="${floorTop}" fill="#b9b2a2"/>`,
      stains(),
      cracks(),
      `<rect y="${floorTop}" width="${width}" height="${height - floorTop}" fill="#7a6e60"/>`,
      oldFloorBoards(),
      windowPane(470, 110, 200, 170, '#8a8070'),
      `<line x1="400" y1="0" x2="400" y2="70" stroke="#333" stroke-width="2"/><circle cx="400" cy="78" r="10" fill="#f5e9b0"/>`,
    ].join('');
  }
  return [
    `<rect width="${width}" height="${floorTop}" fill="${room.wallAfter}"/>`,
    `<rect y="${floorTop}" width="${width}" height="${height - floorTop}" fill="${room.floorAfter}"/>`,
    `<rect y="${floorTop - 14}" width="${width}" height="14" fill="#ffffff"/>`,
    windowPane(430, 80, 280, 240),
    `<rect x="90" y="${floorTop - 110}" width="260" height="110" rx="14" fill="${room.accent}"/>`,
    `<rect x="110" y="${floorTop - 150}" width="220" height="50" rx="12" fill="${room.accent}" opacity="0.85"/>`,
    plant(740),
    `<line x1="220" y1="0" x2="220" y2="120" stroke="#222" stroke-width="2"/><path d="M190 150 h60 l-12 -30 h-36 z" fill="#e6c36a"/>`,
  ].join('');
}

function facade(room: (typeof rooms)[number], stage: RenovationStage): string {
  const before = stage === 'before';
  const wall = before ? '#8f8a80' : room.wallAfter;
  const frame = before ? '#6f6a60' : '#ffffff';
  return [
    `<rect width="${width}" height="${height}" fill="${before ? '#c9cdd2' : '#9fc7ea'}"/>`,
    `<rect x="150" y="140" width="500" height="340" fill="${wall}"/>`,
    `<polygon points="120,150 400,30 680,150" fill="${before ? '#4a4a4a' : '#3b3f46'}"/>`,
    windowPane(200, 200, 120, 100, frame),
    windowPane(480, 200, 120, 100, frame),
    door(360, 330, 80, 150, before ? '#5a4a3a' : room.accent),
    before ? cracks() + stains() : '',
    `<rect y="480" width="${width}" height="${height - 480}" fill="${before ? '#7d7464' : room.floorAfter}"/>`,
    before ? '' : plant(120) + plant(690),
  ].join('');
}

/** One renovation photo: the same room worn and dated before the works, fresh and furnished after. */
export function renovationPhoto(roomIndex: number, stage: RenovationStage): string | undefined {
  const room = rooms[roomIndex];
  if (!room) return undefined;
  const body = room.name === 'facade' ? facade(room, stage) : interior(room, stage);
  return svgDocument(body, width, height, `${room.name} ${stage}`);
}
