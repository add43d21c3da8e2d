import { describe, expect, it } from 'vitest';
import { groupProjectUnits, projectOf, projectUnits, unitOf } from '@/domain/estate/project';
import { estateGroup, estateRecord } from './estate-fixture';

const project = estateRecord({ general: { id: 2000, project: true, headType: { id: 6, name: 'PROJECT' } } });
const unit = (id: number, floor: number | null, floorId: number | null) =>
  estateRecord({ general: { id, parentId: 2000, floor, floorId } });

describe('projectOf and unitOf', () => {
  const group = estateGroup([project, unit(2001, 0, 11), unit(2002, 1, 12)]);

  it('gives the main record of a project and nothing for an ordinary estate', () => {
    expect(projectOf(group)?.general.id).toBe(2000);
    expect(projectOf(estateGroup([estateRecord()]))).toBeNull();
    expect(projectUnits(estateGroup([estateRecord(), estateRecord()]))).toEqual([]);
  });

  it('finds a unit by a numeric id or by the id as it comes from the URL', () => {
    expect(unitOf(group, 2002)?.general.id).toBe(2002);
    expect(unitOf(group, '2001')?.general.id).toBe(2001);
  });

  it('finds no unit for an unknown, malformed or project id', () => {
    expect(unitOf(group, 9999)).toBeNull();
    expect(unitOf(group, '20x1')).toBeNull();
    expect(unitOf(group, 2000)).toBeNull();
  });
});

describe('groupProjectUnits', () => {
  it('groups units by floor level, sorted by level and then by floor id', () => {
    const group = estateGroup([
      project,
      unit(2005, 2, 32),
      unit(2001, 0, 12),
      unit(2004, -1, 5),
      unit(2002, 0, 11),
      unit(2003, 2, 31),
    ]);
    const floors = groupProjectUnits(group);
    expect(floors.map(({ floor }) => floor)).toEqual([-1, 0, 2]);
    expect(floors.map(({ units }) => units.map(({ general }) => general.id))).toEqual([
      [2004],
      [2002, 2001],
      [2003, 2005],
    ]);
  });

  it('puts units without a level last and keeps the agency order for equal floor ids', () => {
    const group = estateGroup([project, unit(2003, null, null), unit(2002, 1, 7), unit(2001, 1, 7)]);
    const floors = groupProjectUnits(group);
    expect(floors.map(({ floor }) => floor)).toEqual([1, null]);
    expect(floors[0]?.units.map(({ general }) => general.id)).toEqual([2002, 2001]);
  });

  it('gives no floors for an estate that is not a project', () => {
    expect(groupProjectUnits(estateGroup([estateRecord()]))).toEqual([]);
  });
});
