import { describe, expect, it } from 'vitest';
import { allowedOrigins, contentOrigins } from '@/server/security/allowed-origins';
import { buildContentSecurityPolicy, createNonce } from '@/server/security/content-security-policy';

const origins = allowedOrigins({ contentApiUrl: 'https://api.agency.example/v1' });

function directives(policy: string) {
  return new Map(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources] as const;
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  const nonced = directives(
    buildContentSecurityPolicy({ nonce: 'abc123==', origins, upgradeInsecureRequests: false }),
  );

  it('trusts scripts by nonce and what they load, never eval or inline code', () => {
    expect(nonced.get('script-src')).toEqual(["'nonce-abc123=='", "'strict-dynamic'"]);
    expect(nonced.get('default-src')).toEqual(["'self'"]);
  });

  it('forbids plugins, <base> and framing by other sites', () => {
    expect(nonced.get('object-src')).toEqual(["'none'"]);
    expect(nonced.get('base-uri')).toEqual(["'none'"]);
    expect(nonced.get('frame-ancestors')).toEqual(["'self'"]);
    expect(nonced.get('form-action')).toEqual(["'self'"]);
  });

  it('allows the configured content service for images, and no tile server (tiles come from the site)', () => {
    expect(nonced.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.agency.example']));
    expect(nonced.get('img-src')!.some((source) => source.includes('tile'))).toBe(false);
  });

  it('allows only reCAPTCHA and the video players in frames', () => {
    expect(nonced.get('frame-src')).toEqual([
      'https://www.google.com',
      'https://www.recaptcha.net',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ]);
  });

  it('upgrades insecure requests only when asked (https sites)', () => {
    expect(nonced.has('upgrade-insecure-requests')).toBe(false);
    const https = buildContentSecurityPolicy({ nonce: 'n', origins, upgradeInsecureRequests: true });
    expect(https.endsWith('; upgrade-insecure-requests')).toBe(true);
  });
});

describe('createNonce', () => {
  it('gives 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('contentOrigins', () => {
  it('is the origin of a remote content service', () => {
    expect(contentOrigins('https://api.agency.example/v1')).toEqual(['https://api.agency.example']);
  });

  it('names a local content service under both loopback names', () => {
    expect(contentOrigins('http://127.0.0.1:4010')).toEqual([
      'http://localhost:4010',
      'http://127.0.0.1:4010',
    ]);
  });
});
