import { describe, expect, it } from 'vitest';
import { floorRows } from '@/display/estate/floor-rows';
import { estateRecord } from '../../domain/estate/estate-fixture';
import { formatContext } from './estate-test-context';

const floorRoom = (id: number, extra: Record<string, unknown> = {}) => ({ id, count: 1, ...extra });

describe('floorRows', () => {
  it('lists each floor lowest first, its rooms in the agency’s order, with count, surface and comment', () => {
    const record = estateRecord({
      floors: [
        {
          floor: 1,
          rooms: [floorRoom(5, { sort: 2, surface: 8 }), floorRoom(1, { sort: 1, count: 3, surface: 42 })],
        },
        {
          floor: 0,
          rooms: [floorRoom(2, { surface: 38, comment: 'Met haard' }), floorRoom(16, { common: true })],
        },
        { floor: -1, rooms: [floorRoom(9, { surface: -1 })] },
      ],
    });
    const floors = floorRows(record, formatContext('nl'));
    expect(floors.map((floor) => floor.level)).toEqual([-1, 0, 1]);
    expect(floors[2]?.rooms.map(({ label, count, surface }) => [label, count, surface])).toEqual([
      ['Slaapkamer', 3, '42 m²'],
      ['Badkamer', 1, '8 m²'],
    ]);
    expect(floors[1]?.rooms[0]).toMatchObject({
      label: 'Woonkamer',
      comment: { text: 'Met haard' },
      common: false,
    });
    expect(floors[1]?.rooms[1]).toMatchObject({ label: 'Toilet', surface: '', common: true });
    expect(floors[0]?.rooms[0]).toMatchObject({ label: 'Kelder', surface: '–' });
  });

  it('names rooms in the page’s language', () => {
    const record = estateRecord({ floors: [{ floor: 0, rooms: [floorRoom(1)] }] });
    expect(floorRows(record, formatContext('fr'))[0]?.rooms[0]?.label).toBe('Chambre');
  });

  it('leaves out rooms it cannot name and rooms counted as none, and floors left empty', () => {
    const record = estateRecord({
      floors: [
        { floor: 0, rooms: [floorRoom(999), floorRoom(1, { count: 0 })] },
        { floor: 1, rooms: [floorRoom(1, { count: null })] },
      ],
    });
    const floors = floorRows(record, formatContext('nl'));
    expect(floors).toHaveLength(1);
    expect(floors[0]?.rooms[0]).toMatchObject({ label: 'Slaapkamer', count: 1 });
  });
});
