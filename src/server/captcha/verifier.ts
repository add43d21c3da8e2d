import { z } from 'zod';

export type CaptchaVerdict =
  { ok: true } | { ok: false; reason: 'missing' | 'rejected' | 'wrong-hostname' | 'unavailable' };

/** Google's siteverify answer, reduced to what the check reads. */
export const siteVerifyAnswerSchema = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});
export type SiteVerifyAnswer = z.infer<typeof siteVerifyAnswerSchema>;

export type SiteVerify = (request: {
  secret: string;
  response: string;
  remoteIp?: string;
}) => Promise<SiteVerifyAnswer>;

export interface CaptchaVerifierOptions {
  secret: string;
  /**
   * Host names the widget may have been solved on (lower case), or how to find them for the request
   * being checked (with sites by host name, the host names of the request's site).
   */
  hostnames: readonly string[] | (() => Promise<readonly string[]>);
  /** Asks Google; tests pass their own so they never go out. */
  siteVerify: SiteVerify;
}

/** A token longer than this is not one Google issued. */
const MAX_TOKEN_LENGTH = 4_000;

/**
 * Checks a reCAPTCHA token: Google must say `success`, and for a page of this site (`hostname`),
 * so a token solved on another site is refused. A failed call to Google refuses too.
 */
export function createCaptchaVerifier(options: CaptchaVerifierOptions) {
  return async function verifyCaptcha(token: unknown, remoteIp?: string): Promise<CaptchaVerdict> {
    if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_LENGTH) {
      return { ok: false, reason: 'missing' };
    }
    let answer: SiteVerifyAnswer;
    try {
      answer = await options.siteVerify({ secret: options.secret, response: token, remoteIp });
    } catch (error) {
      console.error('reCAPTCHA verification failed', error instanceof Error ? error.message : error);
      return { ok: false, reason: 'unavailable' };
    }
    if (!answer.success) return { ok: false, reason: 'rejected' };
    const hostname = answer.hostname?.toLowerCase();
    const allowed = typeof options.hostnames === 'function' ? await options.hostnames() : options.hostnames;
    if (!hostname || !allowed.includes(hostname)) return { ok: false, reason: 'wrong-hostname' };
    return { ok: true };
  };
}

export type CaptchaVerifier = ReturnType<typeof createCaptchaVerifier>;
