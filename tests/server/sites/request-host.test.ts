import { describe, expect, it } from 'vitest';
import { parseHost, requestHost } from '@/server/sites/request-host';

const headers = (values: Record<string, string>) => new Headers(values);

describe('host name of a request', () => {
  it('keeps the port for URLs and drops it from the host name that names a site', () => {
    expect(parseHost('Kust.Localhost:3500')).toEqual({
      host: 'kust.localhost:3500',
      hostname: 'kust.localhost',
    });
    expect(parseHost('www.immo.be.')).toEqual({ host: 'www.immo.be', hostname: 'www.immo.be' });
    expect(parseHost('[::1]:3000')).toEqual({ host: '[::1]:3000', hostname: '[::1]' });
  });

  it('refuses what is not a host', () => {
    for (const value of [
      null,
      '',
      'a b',
      'immo.be/path',
      'user@immo.be',
      '-immo.be',
      'immo..be',
      'x'.repeat(300),
    ]) {
      expect(parseHost(value)).toBeNull();
    }
  });

  it('reads the Host header and ignores x-forwarded-host unless the proxy in front is trusted', () => {
    const sent = headers({
      host: 'site.internal:3000',
      'x-forwarded-host': 'kust.vitrine.be, proxy.internal',
    });
    expect(requestHost(sent, false)?.hostname).toBe('site.internal');
    expect(requestHost(sent, true)?.hostname).toBe('kust.vitrine.be');
  });

  it('falls back to Host when a trusted proxy sends no forwarded host', () => {
    expect(requestHost(headers({ host: 'demo.vitrine.be' }), true)?.hostname).toBe('demo.vitrine.be');
  });
});
