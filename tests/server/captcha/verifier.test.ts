import { describe, expect, it, vi } from 'vitest';
import { testKeySiteVerify } from '@/server/captcha/google-site-verify';
import { createCaptchaVerifier, type SiteVerify } from '@/server/captcha/verifier';

const verifierAnswering = (siteVerify: SiteVerify) =>
  createCaptchaVerifier({ secret: 'secret-key', hostnames: ['immo.test', 'www.immo.test'], siteVerify });

describe('the captcha check', () => {
  it('accepts a token Google confirms for one of the site host names', async () => {
    const siteVerify = vi.fn<SiteVerify>(async () => ({ success: true, hostname: 'WWW.immo.test' }));
    expect(await verifierAnswering(siteVerify)('token', '203.0.113.7')).toEqual({ ok: true });
    expect(siteVerify).toHaveBeenCalledWith({
      secret: 'secret-key',
      response: 'token',
      remoteIp: '203.0.113.7',
    });
  });

  it('refuses a token Google rejects', async () => {
    const verify = verifierAnswering(async () => ({
      success: false,
      'error-codes': ['invalid-input-response'],
    }));
    expect(await verify('token')).toEqual({ ok: false, reason: 'rejected' });
  });

  it('refuses a token solved on another site', async () => {
    const verify = verifierAnswering(async () => ({ success: true, hostname: 'phishing.example' }));
    expect(await verify('token')).toEqual({ ok: false, reason: 'wrong-hostname' });
  });

  it('refuses a missing or absurd token without asking Google', async () => {
    const siteVerify = vi.fn<SiteVerify>();
    const verify = verifierAnswering(siteVerify);
    for (const token of [undefined, '', '   ', 42, 'x'.repeat(5_000)]) {
      expect(await verify(token)).toEqual({ ok: false, reason: 'missing' });
    }
    expect(siteVerify).not.toHaveBeenCalled();
  });

  it('refuses when Google cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const verify = verifierAnswering(async () => {
      throw new Error('getaddrinfo ENOTFOUND www.google.com');
    });
    expect(await verify('token')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it("knows the answer for Google's test keys without a call", async () => {
    const verify = createCaptchaVerifier({
      secret: 'test',
      hostnames: ['testkey.google.com'],
      siteVerify: testKeySiteVerify,
    });
    expect(await verify('any-token')).toEqual({ ok: true });
  });

  it('asks which host names count when they depend on the request (sites by host name)', async () => {
    const verify = createCaptchaVerifier({
      secret: 'secret-key',
      hostnames: async () => ['kust.test'],
      siteVerify: async () => ({ success: true, hostname: 'kust.test' }),
    });
    const other = createCaptchaVerifier({
      secret: 'secret-key',
      hostnames: async () => ['kust.test'],
      siteVerify: async () => ({ success: true, hostname: 'immo.test' }),
    });
    expect(await verify('token')).toEqual({ ok: true });
    expect(await other('token')).toEqual({ ok: false, reason: 'wrong-hostname' });
  });
});
