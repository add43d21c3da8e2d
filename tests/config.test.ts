import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/config';

describe('parseConfig', () => {
  it('needs no setting: the demo content service and test keys are the defaults', () => {
    const config = parseConfig({});
    expect(config.usesDemoContentService).toBe(true);
    expect(config.contentApiUrl).toBe('http://127.0.0.1:4010');
    expect(config.siteId).toBe('demo');
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.recaptchaSiteKey).toBe('6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI');
    expect(config.mapTileUrl).toContain('{z}');
  });

  it('uses the given content service and treats empty values as unset', () => {
    const config = parseConfig({
      CONTENT_API_URL: 'https://content.example.be/api',
      SITE_ID: '',
      SITE_URL: 'https://immo.be/',
    });
    expect(config.usesDemoContentService).toBe(false);
    expect(config.contentApiUrl).toBe('https://content.example.be/api');
    expect(config.siteId).toBe('demo');
    expect(config.siteUrl).toBe('https://immo.be');
  });

  it('stops with a message naming every bad variable', () => {
    expect(() =>
      parseConfig({
        CONTENT_API_URL: 'not a url',
        CONTENT_API_TIMEOUT_MS: 'soon',
        MAP_TILE_URL: 'https://tiles/x.png',
      }),
    ).toThrowError(
      /CONTENT_API_URL[\s\S]*CONTENT_API_TIMEOUT_MS[\s\S]*MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/,
    );
  });
});
