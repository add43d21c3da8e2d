import { siteVerifyAnswerSchema, type SiteVerify } from './verifier';

const SITE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 5_000;

/** The real check: a form POST to Google's siteverify. */
export const googleSiteVerify: SiteVerify = async ({ secret, response, remoteIp }) => {
  const form = new URLSearchParams({ secret, response });
  if (remoteIp) form.set('remoteip', remoteIp);
  const answer = await fetch(SITE_VERIFY_URL, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: 'no-store',
  });
  if (!answer.ok) throw new Error(`siteverify answered ${answer.status}`);
  return siteVerifyAnswerSchema.parse(await answer.json());
};

/**
 * Google's published test secret passes every token and reports the host 'testkey.google.com'.
 * With it configured (the demo, e2e runs) nothing is asked of Google: the answer is known, and the
 * site then also works offline.
 */
export const testKeySiteVerify: SiteVerify = async () => ({ success: true, hostname: 'testkey.google.com' });
