import { describe, expect, it } from 'vitest';
import { resolveIndexValues, sameIndexValue } from '@/demo-content-service/search/dotted-path';

const record = {
  general: { id: 7, project: false, subType: { id: 12, name: { nl: 'Villa', fr: 'Villa' } } },
  address: { city: { id: 11, name: { fr: 'Gand', nl: 'Gent' } }, geoLocation: null },
  estate_collections: [{ estate_collection_id: 1 }, { estate_collection_id: 3 }],
};

describe('index field resolution over a record', () => {
  it('follows a dotted path to a value', () => {
    expect(resolveIndexValues(record, 'general.subType.id')).toEqual([12]);
    expect(resolveIndexValues(record, 'general.project')).toEqual([false]);
  });

  it('reads a localized value by its Dutch name', () => {
    expect(resolveIndexValues(record, 'address.city.name')).toEqual(['Gent']);
  });

  it('fans out over arrays along the path', () => {
    expect(resolveIndexValues(record, 'estate_collections.estate_collection_id')).toEqual([1, 3]);
  });

  it('gives nothing for missing fields and null values', () => {
    expect(resolveIndexValues(record, 'price.value')).toEqual([]);
    expect(resolveIndexValues(record, 'address.geoLocation.lat')).toEqual([]);
  });

  it('compares values from URLs with numbers and flags', () => {
    expect(sameIndexValue(11, '11')).toBe(true);
    expect(sameIndexValue(true, 'true')).toBe(true);
    expect(sameIndexValue(11, '12')).toBe(false);
  });
});
