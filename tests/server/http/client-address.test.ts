import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKeyOf } from '@/server/http/client-address';

const headers = (values: Record<string, string> = {}) => new Headers(values);

describe('clientAddress', () => {
  it("takes the socket's address and ignores every forwarding header by default", () => {
    const lying = headers({
      'x-real-ip': '198.51.100.1',
      'x-forwarded-for': '198.51.100.2',
      forwarded: 'for=198.51.100.3',
    });
    expect(clientAddress(lying, '203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('behind one trusted proxy, takes the address that proxy appended, not what the client put before it', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), '10.0.0.2', 1)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(headers({ 'x-real-ip': '203.0.113.8' }), '10.0.0.2', 1)).toBe('203.0.113.8');
  });

  it('behind two proxies, counts two hops back, and reads the standard Forwarded header first', () => {
    const forwarded = headers({
      forwarded: 'for=6.6.6.6, for="[2001:db8::1]:4711", for=10.0.0.1',
      'x-forwarded-for': '1.1.1.1',
    });
    expect(clientAddress(forwarded, '10.0.0.2', 2)).toBe('2001:db8::1');
  });

  it('never goes further back than the chain reaches', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), '10.0.0.2', 5)).toBe('203.0.113.7');
    expect(clientAddress(headers(), '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('writes an IPv4 address seen on an IPv6 socket as IPv4, and puts requests without a socket under one key', () => {
    expect(clientAddress(headers(), '::ffff:203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientAddress(headers(), undefined, 0)).toBe('unknown');
  });
});

describe('rateLimitKeyOf', () => {
  it('counts an IPv6 visitor by its /64, and an IPv4 visitor by its address', () => {
    expect(rateLimitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyOf('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('unknown')).toBe('unknown');
  });
});
