import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/config';

describe('parseConfig', () => {
  it('needs no setting: the demo content service and test keys are the defaults', () => {
    const config = parseConfig({});
    expect(config.usesDemoContentService).toBe(true);
    expect(config.contentApiUrl).toBe('http://127.0.0.1:4010');
    expect(config.siteId).toBeNull();
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
    expect(config.siteId).toBeNull();
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

  it('keeps its own data under data/ and mails as .eml files until a database and SMTP server are set', () => {
    const config = parseConfig({});
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe('data');
    expect(config.smtpUrl).toBeNull();
    expect(config.mailFrom).toBe('Vitrine <no-reply@localhost>');
    expect(config.agencyMailTo).toBeNull();
    expect(config.alertsIntervalMinutes).toBe(60);
    expect(config.rateLimitPerMinute).toBe(10);
    expect(config.mailMaxAttempts).toBe(40);
    expect(config.recaptchaHostnames).toEqual(['localhost']);
    expect(config.usesRecaptchaTestKeys).toBe(true);
  });

  it('takes the captcha host names from each request’s site unless one site or the names are set', () => {
    expect(parseConfig({}).recaptchaHostnamesFromSite).toBe(true);
    expect(parseConfig({ SITE_ID: 'demo' }).recaptchaHostnamesFromSite).toBe(false);
    expect(parseConfig({ RECAPTCHA_HOSTNAMES: 'immo.be' }).recaptchaHostnamesFromSite).toBe(false);
  });

  it('reads the database, mail, alert and captcha settings', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://site:secret@db:5432/vitrine',
      SMTP_URL: 'smtps://mailer:secret@smtp.immo.be:465',
      MAIL_FROM: 'Immo Peeters <info@immo-peeters.be>',
      AGENCY_MAIL_TO: 'verkoop@immo-peeters.be',
      ALERTS_INTERVAL_MINUTES: '0',
      RATE_LIMIT_PER_MINUTE: '5',
      SITE_URL: 'https://www.immo-peeters.be',
      RECAPTCHA_SECRET_KEY: 'real-secret',
      RECAPTCHA_HOSTNAMES: 'www.immo-peeters.be, IMMO-PEETERS.be',
    });
    expect(config.databaseUrl).toBe('postgres://site:secret@db:5432/vitrine');
    expect(config.smtpUrl).toBe('smtps://mailer:secret@smtp.immo.be:465');
    expect(config.mailFrom).toBe('Immo Peeters <info@immo-peeters.be>');
    expect(config.agencyMailTo).toBe('verkoop@immo-peeters.be');
    expect(config.alertsIntervalMinutes).toBe(0);
    expect(config.rateLimitPerMinute).toBe(5);
    expect(config.usesRecaptchaTestKeys).toBe(false);
    expect(config.recaptchaHostnames).toEqual(['www.immo-peeters.be', 'immo-peeters.be']);
  });

  it('stops on a database, SMTP or sender setting that cannot work', () => {
    expect(() =>
      parseConfig({ DATABASE_URL: 'mysql://db/vitrine', SMTP_URL: 'http://smtp', MAIL_FROM: 'nobody' }),
    ).toThrowError(
      /DATABASE_URL: must be a postgres[\s\S]*SMTP_URL: must be an smtp[\s\S]*MAIL_FROM: must be an e-mail/,
    );
    expect(() => parseConfig({ ALERTS_INTERVAL_MINUTES: '-5' })).toThrowError(/ALERTS_INTERVAL_MINUTES/);
  });

  it('takes an alert interval in fractions of a minute', () => {
    expect(parseConfig({ ALERTS_INTERVAL_MINUTES: '0.5' }).alertsIntervalMinutes).toBe(0.5);
  });

  it('bounds every in-process cache, each bound a setting', () => {
    const mib = 1024 * 1024;
    const defaults = parseConfig({});
    expect(defaults.pageCacheMaxBytes).toBe(8 * mib);
    expect(defaults.contentCacheBytes).toBe(32 * mib);
    expect(defaults.nextCacheBytes).toBe(16 * mib);
    expect(defaults.mapTileCacheBytes).toBe(64 * mib);
    expect(defaults.siteCacheMaxHosts).toBe(1000);
    const set = parseConfig({
      PAGE_CACHE_MAX_MB: '24',
      CONTENT_CACHE_MAX_MB: '4',
      NEXT_CACHE_MAX_MB: '0',
      MAP_TILE_CACHE_MB: '2',
      SITE_CACHE_MAX_HOSTS: '50',
    });
    expect(set.pageCacheMaxBytes).toBe(24 * mib);
    expect(set.contentCacheBytes).toBe(4 * mib);
    expect(set.nextCacheBytes).toBe(0);
    expect(set.mapTileCacheBytes).toBe(2 * mib);
    expect(set.siteCacheMaxHosts).toBe(50);
    expect(() => parseConfig({ CONTENT_CACHE_MAX_MB: '0', SITE_CACHE_MAX_HOSTS: 'many' })).toThrowError(
      /CONTENT_CACHE_MAX_MB[\s\S]*SITE_CACHE_MAX_HOSTS/,
    );
  });
});
