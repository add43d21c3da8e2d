import type { EstateRecord } from '@/content-api/schemas';
import { inFour, type Localized } from '../localized';
import type { EstateFacts } from './estate-facts';

type LayoutRoom = NonNullable<EstateRecord['layout']>['rooms'][number];
type Floor = NonNullable<EstateRecord['floors']>[number];

/**
 * Room type ids. The counted ones are fixed by the spec (bedroom 1, bathroom 5, garage 6, terrace 10,
 * parking 14, toilet 16); custom rooms (101–110) carry their own name.
 */
export const roomIds = {
  bedroom: 1,
  living: 2,
  kitchen: 3,
  dining: 4,
  bathroom: 5,
  garage: 6,
  hall: 7,
  laundry: 8,
  cellar: 9,
  terrace: 10,
  study: 11,
  attic: 12,
  storeRoom: 13,
  parking: 14,
  dressing: 15,
  toilet: 16,
  wintergarden: 17,
  nightHall: 18,
} as const;
const customRoomNames = ['Wijnkelder', 'Fitnessruimte', 'Sauna', 'Hobbyruimte', 'Bureau aan huis'];

/** The custom rooms' names as the floors' comments give them, in every language. */
const customRoomComments: Record<string, Localized> = {
  Wijnkelder: inFour('Wijnkelder', 'Cave à vin', 'Wine cellar', 'Weinkeller'),
  Fitnessruimte: inFour('Fitnessruimte', 'Salle de fitness', 'Home gym', 'Fitnessraum'),
  Sauna: inFour('Sauna', 'Sauna', 'Sauna', 'Sauna'),
  Hobbyruimte: inFour('Hobbyruimte', 'Salle de loisirs', 'Hobby room', 'Hobbyraum'),
  'Bureau aan huis': inFour('Bureau aan huis', 'Bureau à domicile', 'Home office', 'Arbeitszimmer'),
};
const southFacing = inFour('Zuidgericht', 'Orientée plein sud', 'South-facing', 'Nach Süden ausgerichtet');

interface DrawnRoom {
  id: number;
  name?: string;
  surface: number;
  floor: number;
  common?: boolean;
}

function draw(facts: EstateFacts): DrawnRoom[] {
  const { random } = facts;
  const code = facts.headType.code;
  const upstairs = code === 'HOUSE' ? 1 : 0;
  const rooms: DrawnRoom[] = [];
  const add = (id: number, surface: number, floor: number, extra: Partial<DrawnRoom> = {}) =>
    rooms.push({ id, surface, floor, ...extra });
  if (code === 'GARAGE') {
    add(facts.subType.code === 'PARKING' ? roomIds.parking : roomIds.garage, facts.livingArea, 0);
    return rooms;
  }
  if (code === 'COMMERCIAL') {
    add(roomIds.storeRoom, Math.round(facts.livingArea * 0.2), 0);
    add(roomIds.toilet, 3, 0);
    if (random.chance(0.5)) add(roomIds.parking, 12, 0, { common: true });
    return rooms;
  }
  add(roomIds.living, random.int(24, 55), 0);
  add(roomIds.kitchen, random.int(9, 22), 0);
  add(roomIds.hall, random.int(4, 10), 0);
  add(roomIds.toilet, 2, 0);
  for (let index = 0; index < facts.bedrooms; index += 1) add(roomIds.bedroom, random.int(9, 18), upstairs);
  for (let index = 0; index < facts.bathrooms; index += 1) add(roomIds.bathroom, random.int(5, 11), upstairs);
  if (random.chance(0.6)) add(roomIds.terrace, random.int(8, 35), 0);
  if (code === 'HOUSE') {
    if (random.chance(0.6)) add(roomIds.garage, random.int(16, 36), 0);
    if (random.chance(0.4)) add(roomIds.cellar, random.int(10, 30), -1);
    if (random.chance(0.3)) add(roomIds.attic, random.int(15, 40), 2);
    if (random.chance(0.25))
      add(101 + random.int(0, 4), random.int(8, 25), -1, { name: random.pick(customRoomNames) });
  } else if (random.chance(0.5)) {
    add(roomIds.parking, 12, -1, { common: true });
  }
  return rooms;
}

/** The room list (layout) and the same rooms per floor, counted and summed (floors). */
export function buildRooms(facts: EstateFacts): { layout: { rooms: LayoutRoom[] }; floors: Floor[] } | null {
  if (facts.headType.code === 'PLOT') return null;
  const rooms = draw(facts);
  const layout = rooms.map((room, index) => ({
    id: room.id,
    name: room.name ? (customRoomComments[room.name] ?? room.name) : null,
    surface: room.surface,
    comment: room.id === roomIds.terrace && index % 2 === 0 ? southFacing : null,
    common: room.common ?? false,
  }));
  const levels = [...new Set(rooms.map((room) => room.floor))].sort((a, b) => a - b);
  const floors = levels.map((level) => {
    const onLevel = rooms.filter((room) => room.floor === level);
    const ids = [...new Set(onLevel.map((room) => room.id))];
    return {
      floor: level,
      rooms: ids.map((id, sort) => {
        const same = onLevel.filter((room) => room.id === id);
        return {
          id,
          count: same.length,
          surface: same.reduce((total, room) => total + room.surface, 0),
          comment: same[0]?.name ? (customRoomComments[same[0].name] ?? same[0].name) : null,
          common: same.some((room) => room.common),
          sort: sort + 1,
        };
      }),
    };
  });
  return { layout: { rooms: layout }, floors };
}
