import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { assetPath, assetUrl, getAsset, parseAssetKey } from '@/content-api';
import { answerWith, startContentService } from '../support/msw-content-service';

startContentService();

describe('assets', () => {
  it('splits an asset key into name and hash', () => {
    expect(parseAssetKey('maps.js#ab12')).toEqual({ name: 'maps.js', hash: 'ab12' });
    expect(parseAssetKey('logo.svg')).toEqual({ name: 'logo.svg', hash: null });
  });

  it('builds the asset path and URL with hash and version', () => {
    expect(assetPath('maps.js#ab12', 3)).toBe('/sites/demo/assets/maps.js?hash=ab12&version=3');
    expect(assetPath('logo.svg', 'v2')).toBe('/sites/demo/assets/logo.svg?version=v2');
    expect(assetUrl('maps.js#ab12', 3)).toBe(
      'http://content.test/sites/demo/assets/maps.js?hash=ab12&version=3',
    );
  });

  it('fetches the asset bytes with hash and version in the query', async () => {
    const received = answerWith('get', '/sites/demo/assets/maps.js', () =>
      HttpResponse.text('console.log(1)', { headers: { 'content-type': 'text/javascript' } }),
    );
    const response = await getAsset('maps.js#ab12', 3);
    expect(await response.text()).toBe('console.log(1)');
    expect(received[0]?.url.search).toBe('?hash=ab12&version=3');
    expect(received[0]?.headers.get('x-site-id')).toBe('demo');
  });
});
