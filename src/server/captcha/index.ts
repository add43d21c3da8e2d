import 'server-only';
import { config } from '@/config';
import { googleSiteVerify, testKeySiteVerify } from './google-site-verify';
import { createCaptchaVerifier } from './verifier';

export { createCaptchaVerifier } from './verifier';
export type { CaptchaVerdict, CaptchaVerifier, SiteVerify, SiteVerifyAnswer } from './verifier';

/** The site's captcha check, from the configured keys and host names. */
export const verifyCaptcha = config.usesRecaptchaTestKeys
  ? createCaptchaVerifier({
      secret: config.recaptchaSecretKey,
      hostnames: ['testkey.google.com'],
      siteVerify: testKeySiteVerify,
    })
  : createCaptchaVerifier({
      secret: config.recaptchaSecretKey,
      hostnames: config.recaptchaHostnames,
      siteVerify: googleSiteVerify,
    });
