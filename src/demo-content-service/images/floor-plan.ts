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

type UnitRecord = Pick<EstateRecord, 'general'>;

/** Units per floor level, top floor first. */
function unitsByLevel(units: readonly UnitRecord[]): [number, UnitRecord[]][] {
  const levels = new Map<number, UnitRecord[]>();
  for (const unit of units) {
    const level = unit.general.floor ?? 0;
    levels.set(level, [...(levels.get(level) ?? []), unit]);
  }
  return [...levels].sort(([upper], [lower]) => lower - upper);
}

/**
 * A project's plan: one row per floor, top floor first, with a box for each of its units. A project
 * has no rooms of its own, so its plan is the building's: which unit lies on which floor.
 */
export function projectPlan(units: readonly UnitRecord[], label: string): string {
  const rows = unitsByLevel(units);
  const boxWidth = 200;
  const rowHeight = 90;
  const perRow = Math.max(1, ...rows.map(([, onLevel]) => onLevel.length));
  const width = 180 + perRow * (boxWidth + 16) + 24;
  const height = 40 + Math.max(1, rows.length) * (rowHeight + 16) + 24;
  const drawn = rows.map(([level, onLevel], row) => {
    const y = 40 + row * (rowHeight + 16);
    const boxes = onLevel.map((unit, index) => {
      const x = 180 + index * (boxWidth + 16);
      const kind = unit.general.subType?.name?.nl ?? `Unit ${unit.general.id}`;
      const bedrooms = unit.general.bedroomCount ? ` · ${unit.general.bedroomCount} slpk` : '';
      return (
        `<rect x="${x}" y="${y}" width="${boxWidth}" height="${rowHeight}" fill="${fills[index % fills.length]}" stroke="#1d2a44" stroke-width="3"/>` +
        `<text x="${x + 12}" y="${y + 50}" font-size="16" fill="#1d2a44">${kind}${bedrooms}</text>`
      );
    });
    return `<text x="24" y="${y + 50}" font-size="18" font-weight="700" fill="#1d2a44">${floorName(level)}</text>${boxes.join('')}`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}" font-family="Inter, Helvetica, Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...drawn,
    '</svg>',
  ].join('');
}
