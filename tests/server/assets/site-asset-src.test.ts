import { describe, expect, it } from 'vitest';
import { absoluteSiteAssetUrl } from '@/server/assets/site-asset-src';

describe('an asset address that leaves the page', () => {
  it('is on the site being served when the asset is the site’s own', () => {
    const logo = 'http://127.0.0.1:4010/sites/kust/assets/kust-logo.svg?hash=ab12&version=3';
    expect(absoluteSiteAssetUrl(logo, 'kust', 'http://kust.localhost:3000')).toBe(
      'http://kust.localhost:3000/media/assets/kust-logo.svg?hash=ab12&version=3',
    );
  });

  it('stays as given for an image elsewhere (a CDN) or another site’s asset', () => {
    expect(absoluteSiteAssetUrl('https://cdn.example.be/logo.svg', 'kust', 'https://kust.example')).toBe(
      'https://cdn.example.be/logo.svg',
    );
    const other = 'http://127.0.0.1:4010/sites/demo/assets/logo.svg?version=1';
    expect(absoluteSiteAssetUrl(other, 'kust', 'https://kust.example')).toBe(other);
  });
});
