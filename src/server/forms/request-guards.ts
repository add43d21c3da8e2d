import 'server-only';
import type { z } from 'zod';
import { config } from '@/config';
import type { Locale } from '@/i18n/locales';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { checkFormRateLimit, clientAddress } from '@/server/rate-limit';
import { formsTranslator, isFormErrorText } from './form-messages';
import { parseFields } from './parse-fields';

/** Far above any honest form (a 2000-character message included), far below a nuisance. */
export const MAX_FORM_BODY_BYTES = 20 * 1024;

function allowedOrigins(request: Request): Set<string> {
  return new Set([new URL(request.url).origin, new URL(config.siteUrl).origin]);
}

/**
 * Everything a form submission must pass before its fields are read: sent by a page of this site
 * (403), as JSON (415), of a sane size (413), not too often from one address (429). Resolves to
 * the parsed JSON body.
 */
export async function readFormRequest(request: Request, form: string, locale: Locale): Promise<unknown> {
  const t = formsTranslator(locale);
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins(request).has(origin)) {
    throw new RouteError(403, 'foreign_origin', t('FormErrors.foreignOrigin'));
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new RouteError(415, 'unsupported_media_type', t('FormErrors.unsupportedType'));
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_FORM_BODY_BYTES)
    throw new RouteError(413, 'payload_too_large', t('FormErrors.tooLarge'));
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_FORM_BODY_BYTES) {
    throw new RouteError(413, 'payload_too_large', t('FormErrors.tooLarge'));
  }
  const verdict = await checkFormRateLimit(form, clientAddress(request.headers));
  if (!verdict.allowed) {
    throw new RouteError(
      429,
      'too_many_requests',
      t('FormErrors.tooMany'),
      undefined,
      verdict.retryAfterSeconds,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RouteError(400, errorCodes.invalidInput, t('FormErrors.invalid'));
  }
}

/** The fields of a form by its schema, or a 400 with per-field messages in the visitor's language. */
export function parseFormFields<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  locale: Locale,
): z.output<Schema> {
  return parseFields(schema, body, () => {
    const t = formsTranslator(locale);
    return {
      messageOf: (issue) => t(`FormErrors.${isFormErrorText(issue.message) ? issue.message : 'invalid'}`),
      invalid: t('FormErrors.invalid'),
    };
  });
}
