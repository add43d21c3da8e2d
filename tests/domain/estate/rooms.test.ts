import { describe, expect, it } from 'vitest';
import { countRooms, layoutRooms } from '@/domain/estate/rooms';
import { layoutRoomKeys, roomKindOf, roomLabelKey, slotsOf } from '@/domain/estate/room-types';
import { estateRecord } from './estate-fixture';

const room = (id: number, surface: number | null = null, extra = {}) => ({ id, surface, ...extra });
const floorRoom = (id: number, count: number | null, surface: number | null = null) => ({
  id,
  count,
  surface,
});

describe('countRooms', () => {
  it('counts bedrooms, bathrooms, garages, terraces, parkings and toilets by room id', () => {
    const record = estateRecord({
      layout: {
        rooms: [
          room(1),
          room(1),
          room(5),
          room(6),
          room(10, 12),
          room(10, 8.5),
          room(14),
          room(16),
          room(16),
          room(2),
        ],
      },
      floors: null,
    });
    expect(countRooms(record)).toEqual({
      bedrooms: 2,
      bathrooms: 1,
      garages: 1,
      terraces: 2,
      terraceSurface: 20.5,
      parkings: 1,
      toilets: 2,
    });
  });

  it('sums terrace surfaces, leaving unknown (-1) and missing ones out', () => {
    const record = estateRecord({ layout: { rooms: [room(10, 15), room(10, -1), room(10, null)] } });
    expect(countRooms(record)).toMatchObject({ terraces: 3, terraceSurface: 15 });
  });

  it('counts from the floors when there is no layout, using each entry’s count', () => {
    const record = estateRecord({
      layout: null,
      floors: [
        { floor: 0, rooms: [floorRoom(16, 1), floorRoom(10, 1, 20)] },
        { floor: 1, rooms: [floorRoom(1, 3), floorRoom(5, 2), floorRoom(16, null)] },
      ],
    });
    expect(countRooms(record)).toMatchObject({
      bedrooms: 3,
      bathrooms: 2,
      toilets: 2,
      terraces: 1,
      terraceSurface: 20,
    });
  });

  it('does not double count a room type that both the layout and the floors list', () => {
    const record = estateRecord({
      layout: { rooms: [room(1), room(1), room(1)] },
      floors: [{ floor: 1, rooms: [floorRoom(1, 3), floorRoom(5, 1)] }],
    });
    expect(countRooms(record)).toMatchObject({ bedrooms: 3, bathrooms: 1 });
  });

  it('falls back to the bedroom count of the record when no bedroom room is listed', () => {
    const record = estateRecord({ general: { bedroomCount: 4 }, layout: null, floors: null });
    expect(countRooms(record).bedrooms).toBe(4);
  });

  it('gives zeros for a record without rooms', () => {
    const record = estateRecord({ general: { bedroomCount: null }, layout: null, floors: null });
    expect(Object.values(countRooms(record))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('layout tab rooms', () => {
  it('lists the rooms of spec §2 in order, with numbered slots', () => {
    expect(layoutRoomKeys).toHaveLength(44);
    expect(layoutRoomKeys.slice(0, 6)).toEqual([
      'atelier',
      'attic1',
      'attic2',
      'bathroom1',
      'bathroom2',
      'bathroom3',
    ]);
    expect(layoutRoomKeys.at(-1)).toBe('customRoom10');
    expect(slotsOf('bedroom')).toHaveLength(7);
    expect(slotsOf('kitchen')).toEqual(['kitchen1', 'kitchen2']);
    expect(slotsOf('parking')).toEqual([]);
  });

  it('knows the counted room ids and the custom room range', () => {
    expect([1, 5, 6, 10, 14, 16].map(roomKindOf)).toEqual([
      'bedroom',
      'bathroom',
      'garage',
      'terrace',
      'parking',
      'toilet',
    ]);
    expect(roomKindOf(104)).toBe('customRoom');
    expect(roomKindOf(999)).toBeNull();
  });

  it('turns slot names into snake_case label keys', () => {
    expect(roomLabelKey('crawlingSpace')).toBe('layout.crawling_space');
    expect(roomLabelKey('customRoom3')).toBe('layout.custom_room3');
    expect(roomLabelKey('bedroom2')).toBe('layout.bedroom2');
  });

  it('gives the rooms in tab order with surface and comment, numbering rooms of a kind', () => {
    const record = estateRecord({
      layout: {
        rooms: [
          room(2, 42, { comment: 'Met haard' }),
          room(1, 14),
          room(1, 11, { comment: 'Aan de tuinzijde' }),
          room(19, 30),
          room(14, 12),
          room(103, 9, { name: 'Sauna' }),
        ],
      },
    });
    const rows = layoutRooms(record);
    expect(rows.map(({ key }) => key)).toEqual(['atelier', 'bedroom1', 'bedroom2', 'living', 'customRoom1']);
    expect(rows[1]).toMatchObject({ surface: 14, comments: [], number: null, labelKey: 'layout.bedroom1' });
    expect(rows[2]).toMatchObject({ surface: 11, comments: ['Aan de tuinzijde'] });
    expect(rows[3]).toMatchObject({ surface: 42, comments: ['Met haard'] });
    expect(rows[4]).toMatchObject({ name: 'Sauna', surface: 9 });
  });

  it('gives each room past the last slot its own numbered row after the slots, dropping none', () => {
    const record = estateRecord({
      layout: {
        rooms: [
          room(6, 18, { comment: 'Dubbel' }),
          room(6, 20, { comment: { nl: 'Met poort', fr: 'Avec portail' } }),
          ...Array.from({ length: 9 }, (_, index) => room(1, 10 + index)),
          room(2, 40),
        ],
      },
    });
    const rows = layoutRooms(record);
    expect(rows.map(({ key }) => key)).toEqual([
      'bedroom1',
      'bedroom2',
      'bedroom3',
      'bedroom4',
      'bedroom5',
      'bedroom6',
      'bedroom7',
      'bedroom-8',
      'bedroom-9',
      'garage',
      'garage-2',
      'living',
    ]);
    expect(rows[8]).toMatchObject({ labelKey: 'layout.bedroom1', number: 9, surface: 18 });
    expect(rows[10]).toMatchObject({
      labelKey: 'layout.garage',
      number: 2,
      surface: 20,
      comments: [{ nl: 'Met poort', fr: 'Avec portail' }],
    });
  });

  it('keeps an unknown surface (-1) so it can show as a dash', () => {
    const record = estateRecord({ layout: { rooms: [room(9, -1)] } });
    expect(layoutRooms(record)[0]).toMatchObject({ key: 'cellar', surface: -1 });
  });

  it('gives no rows without a layout', () => {
    expect(layoutRooms(estateRecord({ layout: null }))).toEqual([]);
  });
});
