import { describe, expect, it } from 'vitest';
import { comparePageAlternates, comparePagePath } from '@/domain/compare/compare-paths';

describe('comparePagePath', () => {
  it('names the comparison page in each language with the ids', () => {
    expect(comparePagePath('nl', [1001, 1002])).toBe('/nl/vergelijken?ids=1001,1002');
    expect(comparePagePath('fr', [1001, 1002])).toBe('/fr/comparer?ids=1001,1002');
    expect(comparePagePath('en', [1001])).toBe('/en/compare?ids=1001');
    expect(comparePagePath('de', [])).toBe('/de/vergleichen');
  });
});

describe('comparePageAlternates', () => {
  it('keeps the same estates in every language, Dutch as x-default', () => {
    const alternates = comparePageAlternates('fr', [3, 1]);
    expect(alternates.canonical).toBe('/fr/comparer?ids=3,1');
    expect(alternates.languages).toEqual({
      nl: '/nl/vergelijken?ids=3,1',
      fr: '/fr/comparer?ids=3,1',
      en: '/en/compare?ids=3,1',
      de: '/de/vergleichen?ids=3,1',
      'x-default': '/nl/vergelijken?ids=3,1',
    });
  });
});
