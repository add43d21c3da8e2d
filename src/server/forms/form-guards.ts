import 'server-only';
import type { Locale } from '@/i18n/locales';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address';
import { RouteError } from '@/server/http/route-error';
import { checkFormRateLimit } from '@/server/rate-limit';
import { MAX_FORM_BODY_BYTES, readCappedText } from './capped-body';
import { formsTranslator } from './form-messages';
import { comesFromOwnSite } from './request-origin';

/**
 * The visitor's address by the deployment's rule (TRUSTED_PROXY_HOPS), as scripts/serve.ts found it:
 * rate limits and logs use it. Without that server (`next dev`) every request shares one key.
 */
export function requestClientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

/** One more submission to `endpoint` from this client; 429 with Retry-After once over the limit. */
export async function limitClient(request: Request, endpoint: string, locale: Locale): Promise<void> {
  const verdict = await checkFormRateLimit(endpoint, requestClientAddress(request));
  if (!verdict.allowed) {
    const message = formsTranslator(locale)('FormErrors.tooMany');
    throw new RouteError('too_many_requests', message, undefined, verdict.retryAfterSeconds);
  }
}

/** The body, at most MAX_FORM_BODY_BYTES of it, else 413. */
export async function readLimitedBody(request: Request, locale: Locale): Promise<string> {
  const text = await readCappedText(request);
  if (text === null)
    throw new RouteError('payload_too_large', formsTranslator(locale)('FormErrors.tooLarge'));
  return text;
}

/**
 * What every form request must pass before its fields are read, in this order: sent by a page of the
 * site it came to (403), as JSON (415), of a sane size (413), not too often from one client (429), a
 * JSON object (400). Resolves to that object.
 */
export async function readGuardedJson(
  request: Request,
  endpoint: string,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const t = formsTranslator(locale);
  if (!(await comesFromOwnSite(request)))
    throw new RouteError('foreign_origin', t('FormErrors.foreignOrigin'));
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    throw new RouteError('unsupported_media_type', t('FormErrors.unsupportedType'));
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BODY_BYTES) {
    throw new RouteError('payload_too_large', t('FormErrors.tooLarge'));
  }
  await limitClient(request, endpoint, locale);
  const text = await readLimitedBody(request, locale);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const message = t('FormErrors.invalid');
    throw new RouteError('invalid_input', message, { input: message });
  }
  return body as Record<string, unknown>;
}
