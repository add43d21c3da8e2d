import { describe, expect, it } from 'vitest';
import { tags } from '@/content-api/cache-tags';
import { revalidationSchema, tagsToPurge, type Revalidation } from '@/server/freshness/changes';

const purgeFor = (site: string, ...changes: Revalidation['changes']) =>
  tagsToPurge(revalidationSchema.parse({ site, changes })).sort();

/** Each tag as one site's deployment writes it and as a deployment of several sites writes it. */
const bothForms = (site: string, ...plain: string[]) =>
  [...plain, ...plain.map((tag) => tags.ofSite(site, tag))].sort();

describe('the list of changes the content service sends', () => {
  it('takes each kind of change', () => {
    const body = {
      site: 'kust',
      changes: [
        { kind: 'estate', id: 1001 },
        { kind: 'rental', id: '12' },
        { kind: 'page', id: 7 },
        { kind: 'menu', type: 'main-menu' },
        { kind: 'site' },
      ],
    };
    expect(revalidationSchema.parse(body).changes).toEqual([
      { kind: 'estate', id: 1001 },
      { kind: 'rental', id: 12 },
      { kind: 'page', id: 7 },
      { kind: 'menu', type: 'main-menu' },
      { kind: 'site' },
    ]);
  });

  it.each([
    ['an unknown kind', { site: 'demo', changes: [{ kind: 'office', id: 1 }] }],
    ['an estate without id', { site: 'demo', changes: [{ kind: 'estate' }] }],
    ['a negative id', { site: 'demo', changes: [{ kind: 'estate', id: -4 }] }],
    ['a fractional id', { site: 'demo', changes: [{ kind: 'page', id: 1.5 }] }],
    ['a word for an id', { site: 'demo', changes: [{ kind: 'rental', id: 'abc' }] }],
    ['a menu type with odd characters', { site: 'demo', changes: [{ kind: 'menu', type: 'Main Menu' }] }],
    ['no changes', { site: 'demo', changes: [] }],
    ['more than 500 changes', { site: 'demo', changes: Array(501).fill({ kind: 'site' }) }],
    ['no site', { changes: [{ kind: 'site' }] }],
    ['a site id with a colon', { site: 'demo:estates', changes: [{ kind: 'site' }] }],
    ['a site id with a space', { site: 'de mo', changes: [{ kind: 'site' }] }],
    ['an empty site id', { site: '', changes: [{ kind: 'site' }] }],
  ])('refuses %s', (_case, body) => {
    expect(revalidationSchema.safeParse(body).success).toBe(false);
  });
});

describe('the tags purged for a change', () => {
  it("purges an estate's own answers and every search, as one site and as the site of many", () => {
    expect(purgeFor('demo', { kind: 'estate', id: 1001 })).toEqual(
      bothForms('demo', tags.estate(1001), tags.estates()),
    );
  });

  it("purges a rental unit's answers and the rental lists", () => {
    expect(purgeFor('demo', { kind: 'rental', id: 12 })).toEqual(
      bothForms('demo', tags.rental(12), tags.rentals()),
    );
  });

  it("purges a page's answers and the page list", () => {
    expect(purgeFor('demo', { kind: 'page', id: 7 })).toEqual(bothForms('demo', tags.page(7), tags.pages()));
  });

  it('purges the menu of the type that changed', () => {
    expect(purgeFor('demo', { kind: 'menu', type: 'footer' })).toEqual(
      bothForms('demo', tags.navigation('footer')),
    );
  });

  it('purges every answer of the site when the whole site changed', () => {
    expect(purgeFor('kust', { kind: 'site' })).toEqual(bothForms('kust', tags.all));
  });

  it('names nothing of another site and nothing of what did not change', () => {
    const purged = purgeFor('kust', { kind: 'estate', id: 1001 }, { kind: 'page', id: 7 });
    expect(purged.filter((tag) => tag.startsWith('site:') && !tag.startsWith('site:kust:'))).toEqual([]);
    expect(purged).not.toContain(tags.all);
    expect(purged).not.toContain(tags.estate(1002));
    expect(purged).not.toContain(tags.rentals());
  });

  it('names each tag once however often a change is listed', () => {
    const purged = purgeFor('demo', { kind: 'estate', id: 1001 }, { kind: 'estate', id: 1001 });
    expect(new Set(purged).size).toBe(purged.length);
    expect(purged).toHaveLength(4);
  });
});
