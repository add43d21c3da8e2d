import { describe, expect, it, vi } from 'vitest';
import type { PageSummary } from '@/content-api/schemas';
import { findListingEntry, firstListingSegments } from '@/server/estates/listing-entry';
import { answerWith, json, startContentService } from '../../support/msw-content-service';

startContentService();

const page = (id: number, template: PageSummary['template'], url: PageSummary['url']): PageSummary => ({
  id,
  template,
  url,
  title: { nl: `Pagina ${id}` },
});

describe('firstListingSegments', () => {
  const pages = [
    page(1, 'home', { nl: '/', fr: '/' }),
    page(2, 'estate-list', { nl: '/te-koop' }),
    page(3, 'estate-list', { nl: '/te-huur', fr: '/a-louer/maisons' }),
  ];

  it('gives the first estate listing with a URL in the language', () => {
    expect(firstListingSegments(pages, 'nl')).toEqual(['te-koop']);
    expect(firstListingSegments(pages, 'fr')).toEqual(['a-louer', 'maisons']);
  });

  it('gives null when no listing has a URL in the language', () => {
    expect(firstListingSegments(pages, 'de')).toBeNull();
  });
});

describe('findListingEntry', () => {
  it('reads the pages of the content service', async () => {
    answerWith('get', '/sites/demo/pages/', json([page(2, 'estate-list', { en: '/for-sale' })]));
    await expect(findListingEntry('en')).resolves.toEqual(['for-sale']);
  });

  it('gives null when the content service fails, so the page links home instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('get', '/sites/demo/pages/', json({ error: { code: 'x', message: 'y' } }, 500));
    await expect(findListingEntry('nl')).resolves.toBeNull();
  });
});
