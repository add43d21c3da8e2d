import { describe, expect, it } from 'vitest';
import { MISSING_SECTION_ORDER, sortSections } from '@/domain/search/section-order';

const section = (id: string, order: readonly (number | string)[]) => ({ id, order });
const ids = (sections: { id: string }[]) => sections.map((item) => item.id);

describe('sortSections', () => {
  it('compares orders item by item, numbers as numbers', () => {
    const sections = [section('b', [0, 10]), section('a', [0, 2]), section('c', [0, 2, 1])];
    expect(ids(sortSections(sections, 'nl'))).toEqual(['a', 'c', 'b']);
  });

  it('compares texts in the visitor language, ignoring case and accents', () => {
    const sections = [section('z', [0, 'Zele']), section('e', [0, 'Évere']), section('a', [0, 'aalst'])];
    expect(ids(sortSections(sections, 'fr'))).toEqual(['a', 'e', 'z']);
  });

  it('puts the missing-key section last', () => {
    const sections = [section('missing', MISSING_SECTION_ORDER), section('x', [0, 99, 'zz'])];
    expect(ids(sortSections(sections, 'nl'))).toEqual(['x', 'missing']);
  });

  it('breaks a tie by id, so the order does not depend on the order sections came in', () => {
    const tied = [section('city:20', [0, 'Sint-Amands']), section('city:10', [0, 'Sint-Amands'])];
    expect(ids(sortSections(tied, 'nl'))).toEqual(['city:10', 'city:20']);
    expect(ids(sortSections([...tied].reverse(), 'nl'))).toEqual(['city:10', 'city:20']);
  });
});
