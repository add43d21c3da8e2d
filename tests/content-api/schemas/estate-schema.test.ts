import { describe, expect, it } from 'vitest';
import { estateGroupSchema, estateRecordSchema, estateSearchResultSchema } from '@/content-api/schemas';
import { buildEstateGroup, buildEstateRecord, buildProjectGroup } from '../fixtures';

describe('estate schemas', () => {
  it('accept a record with every section filled', () => {
    const record = buildEstateRecord();
    expect(estateRecordSchema.parse(record)).toEqual(record);
  });

  it('accept a record with only the general section', () => {
    const { general } = buildEstateRecord();
    expect(estateRecordSchema.parse({ general }).general.id).toBe(1001);
  });

  it('accept a project with its units', () => {
    const group = estateGroupSchema.parse(buildProjectGroup());
    expect(group.children[0]?.general.project).toBe(true);
    expect(group.children.slice(1).map((unit) => unit.general.parentId)).toEqual([2000, 2000, 2000]);
  });

  it('accept null where real data lacks a value', () => {
    const record = { ...buildEstateRecord({ sticker: null, subType: null }), price: null, salesRep: null };
    const address = { ...buildEstateRecord().address!, geoLocation: null, street: { nl: 'Markt', fr: null } };
    const parsed = estateRecordSchema.parse({ ...record, address });
    expect(parsed.general.sticker).toBeNull();
    expect(parsed.address?.street).toEqual({ nl: 'Markt' });
  });

  it('drop keys the site does not know instead of failing', () => {
    const record = { ...buildEstateRecord(), somethingNew: { a: 1 } };
    expect(estateRecordSchema.parse(record)).not.toHaveProperty('somethingNew');
  });

  it('reject a group without records, an unknown status and a non-numeric id', () => {
    expect(estateGroupSchema.safeParse({ id: 1, children: [] }).success).toBe(false);
    expect(estateRecordSchema.safeParse(buildEstateRecord({ status: 'LOST' as never })).success).toBe(false);
    const result = estateGroupSchema.safeParse({ ...buildEstateGroup(), id: '12' });
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });

  it('read the total of a search answer', () => {
    const answer = estateSearchResultSchema.parse({ total: { value: 1 }, results: [buildEstateGroup()] });
    expect(answer.total.value).toBe(1);
  });
});
