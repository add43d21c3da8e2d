import { describe, expect, it } from 'vitest';
import {
  MAX_PREVIEW_LINK_HOURS,
  previewLinkQuery,
  signPreview,
  verifyPreview,
} from '@/server/preview/preview-signature';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = 1_800_000_000;

const paramsOf = (query: URLSearchParams) => ({
  path: query.get('path'),
  expires: query.get('expires'),
  signature: query.get('signature'),
});

describe('preview link signature', () => {
  it('accepts the link it made, until it expires', () => {
    const link = paramsOf(previewLinkQuery(SECRET, '/nl/aanbod/1321', NOW, 2));
    expect(verifyPreview(SECRET, link, NOW)).toEqual({ ok: true, path: '/nl/aanbod/1321' });
    expect(verifyPreview(SECRET, link, NOW + 2 * 3600 - 1).ok).toBe(true);
    expect(verifyPreview(SECRET, link, NOW + 2 * 3600)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link signed with another secret', () => {
    const link = paramsOf(
      previewLinkQuery('another-secret-that-is-also-long-enough', '/nl/aanbod/1321', NOW),
    );
    expect(verifyPreview(SECRET, link, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a link whose page or expiry was changed after signing', () => {
    const link = paramsOf(previewLinkQuery(SECRET, '/nl/aanbod/1321', NOW));
    expect(verifyPreview(SECRET, { ...link, path: '/nl/aanbod/1001' }, NOW).ok).toBe(false);
    expect(verifyPreview(SECRET, { ...link, expires: String(NOW + 99_999) }, NOW).ok).toBe(false);
    expect(verifyPreview(SECRET, { ...link, signature: `${link.signature}x` }, NOW).ok).toBe(false);
  });

  it('refuses incomplete links and pages of other sites', () => {
    const expires = NOW + 60;
    const signed = (path: string) => ({
      path,
      expires: String(expires),
      signature: signPreview(SECRET, path, expires),
    });
    expect(verifyPreview(SECRET, { path: null, expires: null, signature: null }, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'nl/aanbod']) {
      expect(verifyPreview(SECRET, signed(path), NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(verifyPreview(SECRET, { ...signed('/nl'), expires: 'soon' }, NOW).ok).toBe(false);
  });

  it('refuses a correctly signed link that stays valid for too long', () => {
    const link = paramsOf(previewLinkQuery(SECRET, '/nl', NOW, MAX_PREVIEW_LINK_HOURS + 1));
    expect(verifyPreview(SECRET, link, NOW)).toEqual({ ok: false, reason: 'too-long' });
  });

  it('will not make a link to anything but a page of the site', () => {
    expect(() => previewLinkQuery(SECRET, 'https://evil.example/', NOW)).toThrow();
  });
});
