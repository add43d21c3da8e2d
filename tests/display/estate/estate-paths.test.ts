import { describe, expect, it } from 'vitest';
import { estateHref, estatePath, isCanonicalSlug, unitHref } from '@/display/estate/estate-paths';
import { projectGroup, villaGroup } from './estate-fixtures';

describe('estate URLs', () => {
  it('builds the canonical href of the listings and maps contract', () => {
    expect(estateHref(villaGroup(), 'de')).toEqual({
      pathname: '/offer/[estateId]/[slug]',
      params: { estateId: '501', slug: 'villa-zu-verkaufen-in-kortrijksesteenweg-12-9000-gent' },
    });
  });

  it('adds the unit id to the project URL for a unit', () => {
    const group = projectGroup();
    const unit = group.children[1];
    if (!unit) throw new Error('unit expected');
    expect(unitHref(group, unit, 'fr').params).toEqual({
      estateId: '700',
      slug: 'residence-t-hof-a-2000-anvers',
      entityId: '7001',
    });
    expect(estatePath(group, 'fr', unit)).toBe('/fr/offre/700/residence-t-hof-a-2000-anvers/7001');
  });
});

describe('reading the URL', () => {
  it('compares slugs once decoded, whatever encoding the browser used', () => {
    expect(isCanonicalSlug('villa-te-koop', 'villa-te-koop')).toBe(true);
    expect(isCanonicalSlug('villa%2Dte-koop', 'villa-te-koop')).toBe(true);
    expect(isCanonicalSlug('villa-te-huur', 'villa-te-koop')).toBe(false);
    expect(isCanonicalSlug('%E0%A4%A', 'villa')).toBe(false);
  });
});
