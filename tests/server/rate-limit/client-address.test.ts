import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/server/rate-limit/client-address';

describe('clientAddress', () => {
  it('trusts the address the proxy set itself', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '1.1.1.1' }))).toBe(
      '203.0.113.7',
    );
  });

  it('takes the last forwarded address, which a client cannot forge', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('puts requests without any address under one shared key', () => {
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});
