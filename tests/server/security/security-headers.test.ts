import { describe, expect, it } from 'vitest';
import { STATIC_SECURITY_HEADERS, transportSecurityHeader } from '@/server/security/security-headers';

describe('STATIC_SECURITY_HEADERS', () => {
  it('forbids content sniffing, keeps referrers to the origin and isolates the window', () => {
    expect(STATIC_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(STATIC_SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(STATIC_SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('switches off the powerful features the site does not use', () => {
    const policy = STATIC_SECURITY_HEADERS['Permissions-Policy'];
    for (const feature of ['camera=()', 'microphone=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
    expect(policy).toContain('fullscreen=(self');
  });

  it('lets the site itself ask for the visitor’s position (the geo range filter), no embedded frame', () => {
    expect(STATIC_SECURITY_HEADERS['Permissions-Policy']).toContain('geolocation=(self)');
  });
});

describe('transportSecurityHeader', () => {
  it('asks for https for two years when visitors come over https', () => {
    expect(transportSecurityHeader(true)).toEqual({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
  });

  it('is not sent over plain http', () => {
    expect(transportSecurityHeader(false)).toEqual({});
  });
});
