import { describe, expect, it } from 'vitest';
import {
  assetCacheControl,
  assetKey,
  parseAssetRequest,
  siteAssetPath,
  toSiteAssetPath,
} from '@/server/assets/asset-urls';

const query = (text: string) => new URLSearchParams(text);

describe('asset URLs', () => {
  it('turns a content-service asset URL into the site path with its hash and version', () => {
    expect(
      toSiteAssetPath('https://content.test/sites/demo/assets/logo.svg?hash=ab12&version=3', 'demo'),
    ).toBe('/media/assets/logo.svg?hash=ab12&version=3');
    expect(toSiteAssetPath('/sites/demo/assets/brochure-gent.pdf?version=1', 'demo')).toBe(
      '/media/assets/brochure-gent.pdf?version=1',
    );
  });

  it('leaves other URLs alone: other sites, other paths, no version', () => {
    expect(toSiteAssetPath('https://content.test/sites/other/assets/logo.svg?version=1', 'demo')).toBeNull();
    expect(toSiteAssetPath('https://content.test/media/pages/home.svg', 'demo')).toBeNull();
    expect(toSiteAssetPath('https://content.test/sites/demo/assets/logo.svg', 'demo')).toBeNull();
    expect(toSiteAssetPath('https://content.test/sites/kust/assets/logo.svg?version=1', null)).toBe(
      '/media/assets/logo.svg?version=1',
    );
  });

  it('accepts only plausible names, hashes and versions', () => {
    expect(parseAssetRequest('logo.svg', query('hash=ab12&version=3'))).toEqual({
      name: 'logo.svg',
      hash: 'ab12',
      version: '3',
    });
    expect(parseAssetRequest('..', query('version=1'))).toBeNull();
    expect(parseAssetRequest('a..svg', query('version=1'))).toBeNull();
    expect(parseAssetRequest('logo.svg', query('hash=a/b&version=1'))).toBeNull();
    expect(parseAssetRequest('logo.svg', query('hash=ab12'))).toBeNull();
  });

  it('keys the asset as name#hash for the content service', () => {
    expect(assetKey({ name: 'maps.js', hash: 'ab12' })).toBe('maps.js#ab12');
    expect(assetKey({ name: 'logo.svg', hash: null })).toBe('logo.svg');
    expect(siteAssetPath({ name: 'maps.js', hash: 'ab12', version: '3' })).toBe(
      '/media/assets/maps.js?hash=ab12&version=3',
    );
  });

  it('caches for a year only what hash and version pin down', () => {
    expect(assetCacheControl({ hash: 'ab12' })).toBe('public, max-age=31536000, immutable');
    expect(assetCacheControl({ hash: null })).toMatch(/^public, max-age=3600\b/);
  });
});
