import { describe, expect, it } from 'vitest';
import { blockSchema, menuSchema, pageSchema, rentalUnitSchema, siteSchema } from '@/content-api/schemas';
import { buildMenu, buildPage, buildRentalUnit, buildSite } from '../fixtures';

describe('page schema', () => {
  it('accepts a page with every known block type', () => {
    const page = buildPage();
    expect(pageSchema.parse(page)).toEqual(page);
  });

  it('keeps a block of an unknown type as an unknown block', () => {
    expect(blockSchema.parse({ type: 'countdown', until: '2026-05-01' })).toEqual({
      type: 'unknown',
      originalType: 'countdown',
    });
  });

  it('still rejects a known block with a bad field, naming that field', () => {
    const result = pageSchema.safeParse({ ...buildPage(), blocks: [{ type: 'image', alt: { nl: 'x' } }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['blocks', 0, 'src']);
  });

  it('accepts a before/after block and rejects one without photo pairs', () => {
    const photo = (src: string) => ({ src, alt: { nl: 'Keuken' } });
    const block = { type: 'beforeAfter', pairs: [{ before: photo('/a.svg'), after: photo('/b.svg') }] };
    expect(blockSchema.parse(block)).toMatchObject({
      type: 'beforeAfter',
      pairs: [{ after: { src: '/b.svg' } }],
    });
    expect(blockSchema.safeParse({ type: 'beforeAfter', pairs: [] }).success).toBe(false);
  });

  it('rejects a listing node of an unknown kind', () => {
    expect(pageSchema.safeParse({ ...buildPage(), node: { kind: 'boats' } }).success).toBe(false);
  });
});

describe('other answers', () => {
  it('accept nested menu items', () => {
    const menu = menuSchema.parse(buildMenu());
    expect(menu.items[0]?.children?.[0]?.href).toEqual({ nl: '/projecten' });
  });

  it('accept a site and reject a brand colour that is not #rrggbb', () => {
    expect(siteSchema.parse(buildSite()).defaultLanguage).toBe('nl');
    expect(siteSchema.safeParse({ ...buildSite(), brandColor: 'blue' }).success).toBe(false);
  });

  it('accept a rental unit without coordinates', () => {
    const unit = buildRentalUnit();
    const general = { ...unit.general, location: { ...unit.general.location, lat: null, lon: null } };
    expect(rentalUnitSchema.parse({ ...unit, general }).general.location.lat).toBeNull();
  });
});
