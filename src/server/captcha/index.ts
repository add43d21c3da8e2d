import 'server-only';
import { config } from '@/config';
import { loadSite } from '@/server/site-shell';
import { googleSiteVerify, testKeySiteVerify } from './google-site-verify';
import { createCaptchaVerifier } from './verifier';

export { createCaptchaVerifier } from './verifier';
export type { CaptchaVerdict, CaptchaVerifier, SiteVerify, SiteVerifyAnswer } from './verifier';

/** The host names of the site the request came to (lower case). */
async function requestSiteHostnames(): Promise<readonly string[]> {
  return ((await loadSite())?.hostnames ?? []).map((hostname) => hostname.toLowerCase());
}

/** The site's captcha check, from the configured keys and host names. */
export const verifyCaptcha = config.usesRecaptchaTestKeys
  ? createCaptchaVerifier({
      secret: config.recaptchaSecretKey,
      hostnames: ['testkey.google.com'],
      siteVerify: testKeySiteVerify,
    })
  : createCaptchaVerifier({
      secret: config.recaptchaSecretKey,
      hostnames: config.recaptchaHostnamesFromSite ? requestSiteHostnames : config.recaptchaHostnames,
      siteVerify: googleSiteVerify,
    });
