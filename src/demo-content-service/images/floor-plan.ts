import type { EstateRecord } from '@/content-api/schemas';
import { roomIds } from '../dataset/estate-rooms';

const roomNames: Record<number, string> = Object.fromEntries(
  Object.entries({
    bedroom: 'Slaapkamer',
    living: 'Woonkamer',
    kitchen: 'Keuken',
    dining: 'Eetkamer',
    bathroom: 'Badkamer',
    garage: 'Garage',
    hall: 'Hal',
    laundry: 'Wasplaats',
    cellar: 'Kelder',
    terrace: 'Terras',
    study: 'Bureau',
    attic: 'Zolder',
    storeRoom: 'Berging',
    parking: 'Parking',
    dressing: 'Dressing',
    toilet: 'Toilet',
    wintergarden: 'Veranda',
    nightHall: 'Nachthal',
  }).map(([key, name]) => [roomIds[key as keyof typeof roomIds], name]),
);

const fills = ['#f4efe6', '#e8f0f4', '#f6ead9', '#eef3e6', '#f1e6ee'];
const floorName = (level: number) =>
  level < 0 ? 'Kelder' : level === 0 ? 'Gelijkvloers' : `Verdieping ${level}`;

/** A simple plan: one column per floor, rooms stacked with a height that follows their surface. */
export function floorPlan(floors: NonNullable<EstateRecord['floors']>, label: string): string {
  const columnWidth = 260;
  const width = Math.max(1, floors.length) * (columnWidth + 40) + 40;
  const height = 640;
  const columns = floors.map((floor, column) => {
    const x = 40 + column * (columnWidth + 40);
    const total = floor.rooms.reduce((sum, room) => sum + Math.max(room.surface ?? 4, 4), 0);
    let y = 70;
    const rooms = floor.rooms.map((room, index) => {
      const roomHeight = (Math.max(room.surface ?? 4, 4) / total) * 540;
      const name = room.comment ?? roomNames[room.id] ?? `Ruimte ${room.id}`;
      const count = (room.count ?? 1) > 1 ? ` ×${room.count}` : '';
      const box = `<rect x="${x}" y="${y}" width="${columnWidth}" height="${roomHeight}" fill="${fills[index % fills.length]}" stroke="#1d2a44" stroke-width="3"/>`;
      const text =
        roomHeight > 22
          ? `<text x="${x + 12}" y="${y + Math.min(roomHeight / 2 + 6, 28)}" font-size="16" fill="#1d2a44">${name}${count} · ${room.surface ?? '?'} m²</text>`
          : '';
      y += roomHeight;
      return box + text;
    });
    return `<text x="${x}" y="50" font-size="20" font-weight="700" fill="#1d2a44">${floorName(floor.floor)}</text>${rooms.join('')}`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}" font-family="Inter, Helvetica, Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...columns,
    '</svg>',
  ].join('');
}
