import { describe, expect, it } from 'vitest';
import {
  parseShareImageRequest,
  shareImagePath,
  type ShareImageTarget,
} from '@/server/sharing/share-image-paths';

const parse = (path: string) => {
  const url = new URL(path, 'https://site.test');
  const segments = url.pathname.split('/').slice(2).map(decodeURIComponent);
  return parseShareImageRequest(segments, url.searchParams);
};

describe('sharing image paths', () => {
  const targets: ShareImageTarget[] = [
    { kind: 'estate', estateId: 501, unitId: null },
    { kind: 'estate', estateId: 700, unitId: 7001 },
    { kind: 'rental', unitId: '42' },
    { kind: 'page', path: '/' },
    { kind: 'page', path: '/te-koop/gent' },
    { kind: 'card', card: 'favorites' },
    { kind: 'card', card: 'keep-me-informed' },
    { kind: 'card', card: 'site' },
  ];

  it('reads back every path it writes, as a .png under /og/{lang}', () => {
    for (const target of targets) {
      const path = shareImagePath('fr', target);
      expect(path).toMatch(/^\/og\/fr\/.+\.png(\?|$)/);
      expect(parse(path)).toEqual({ locale: 'fr', target });
    }
  });

  it('names nothing for a bad language, id, card or page path', () => {
    for (const path of [
      '/og/xx/estate/501.png',
      '/og/nl/estate/0.png',
      '/og/nl/estate/abc.png',
      '/og/nl/estate/501',
      '/og/nl/estate/501/x1.png',
      '/og/nl/estate/501/1/2.png',
      '/og/nl/holiday/..%2F..png',
      '/og/nl/card/secret.png',
      '/og/nl/page.png',
      '/og/nl/page.png?path=te-koop',
      '/og/nl/page.png?path=%2F%2Fevil.example',
      '/og/nl/other.png',
    ]) {
      expect(parse(path), path).toBeNull();
    }
  });
});
