import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/config';

describe('parseConfig: sites by host name and preview', () => {
  it('finds each site by host name, trusts no forwarded host and refuses preview links by default', () => {
    const config = parseConfig({});
    expect(config.siteId).toBeNull();
    expect(config.trustForwardedHost).toBe(false);
    expect(config.siteCacheSeconds).toBe(300);
    expect(config.previewSecret).toBeNull();
  });

  it("finds each site by host name with an empty SITE_ID or '*'", () => {
    expect(parseConfig({ SITE_ID: '' }).siteId).toBeNull();
    const config = parseConfig({ SITE_ID: '*', TRUST_FORWARDED_HOST: 'true', SITE_CACHE_SECONDS: '60' });
    expect(config.siteId).toBeNull();
    expect(config.trustForwardedHost).toBe(true);
    expect(config.siteCacheSeconds).toBe(60);
  });

  it('serves the one site SITE_ID names', () => {
    expect(parseConfig({ SITE_ID: 'demo' }).siteId).toBe('demo');
    expect(parseConfig({ SITE_ID: 'kust-2' }).siteId).toBe('kust-2');
  });

  it('names the variable of a bad value', () => {
    expect(() => parseConfig({ SITE_ID: 'a/b' })).toThrow(/SITE_ID/);
    expect(() => parseConfig({ PREVIEW_SECRET: 'short' })).toThrow(
      /PREVIEW_SECRET: must be at least 32 characters/,
    );
    expect(() => parseConfig({ TRUST_FORWARDED_HOST: 'maybe' })).toThrow(/TRUST_FORWARDED_HOST/);
  });
});
