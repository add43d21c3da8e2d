import { describe, expect, it } from 'vitest';
import {
  receivedPort,
  REQUEST_PORT_HEADER,
  visitorOrigin,
  visitorScheme,
} from '@/server/http/visitor-origin';

const direct = { siteUrl: 'http://localhost:3000', trustedProxyHops: 0 };
const proxied = { siteUrl: 'https://immo.be', trustedProxyHops: 1 };

describe('receivedPort', () => {
  it('is the port the server listened on, whatever the Host says, without a trusted proxy', () => {
    const forged = new Headers({ host: 'localhost:6666', 'x-forwarded-port': '7777' });
    expect(receivedPort(forged, 3103, 0)).toBe('3103');
  });

  it("behind a trusted proxy, is the port it forwards, else its Host's, else the scheme's default", () => {
    expect(receivedPort(new Headers({ 'x-forwarded-port': '8443', host: 'immo.be' }), 3000, 1)).toBe('8443');
    expect(receivedPort(new Headers({ 'x-forwarded-port': '1, 8443' }), 3000, 1)).toBe('8443');
    expect(receivedPort(new Headers({ host: 'immo.be:8443' }), 3000, 1)).toBe('8443');
    expect(receivedPort(new Headers({ host: 'immo.be' }), 3000, 1)).toBe('');
    expect(receivedPort(new Headers({ 'x-forwarded-port': 'x' }), 3000, 1)).toBe('');
  });
});

describe('visitorOrigin', () => {
  it('takes the port the server reported, never one the Host made up', () => {
    const headers = new Headers({ host: 'localhost:6666', [REQUEST_PORT_HEADER]: '3103' });
    expect(visitorOrigin('kust.localhost', headers, direct)).toBe('http://kust.localhost:3103');
  });

  it("leaves out the scheme's default port", () => {
    const headers = new Headers({ 'x-forwarded-proto': 'https', [REQUEST_PORT_HEADER]: '443' });
    expect(visitorOrigin('immo.be', headers, proxied)).toBe('https://immo.be');
    expect(visitorOrigin('immo.be', new Headers({ [REQUEST_PORT_HEADER]: '' }), proxied)).toBe(
      'https://immo.be',
    );
  });

  it("falls back to the Host's port only when no server reported one (next dev)", () => {
    expect(visitorOrigin('localhost', new Headers({ host: 'localhost:3000' }), direct)).toBe(
      'http://localhost:3000',
    );
  });
});

describe('visitorScheme', () => {
  const proto = new Headers({ 'x-forwarded-proto': 'https' });
  it("is SITE_URL's unless a trusted proxy says otherwise", () => {
    expect(visitorScheme(proto, direct)).toBe('http:');
    expect(visitorScheme(proto, { ...direct, trustedProxyHops: 1 })).toBe('https:');
    expect(
      visitorScheme(new Headers({ 'x-forwarded-proto': 'http, https' }), { ...direct, trustedProxyHops: 1 }),
    ).toBe('https:');
    expect(visitorScheme(new Headers(), { siteUrl: 'https://immo.be', trustedProxyHops: 0 })).toBe('https:');
  });
});
