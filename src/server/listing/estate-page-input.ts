import 'server-only';
import { z } from 'zod';
import { errorCodes, RouteError } from '@/server/http/route-error';
import type { Locale } from '@/i18n/locales';
import { listingTranslator } from './listing-messages';

/** Far beyond any listing; a larger offset is a made-up request, not a visitor paging on. */
export const MAX_OFFSET = 10_000;
const MAX_NODE_PATH_LENGTH = 300;

/** `node` (the listing page's path) and `offset` of the load-more request; filters are read apart. */
export const estatePageInputSchema = z.object({
  node: z
    .string()
    .trim()
    .min(2, 'invalidNode')
    .max(MAX_NODE_PATH_LENGTH, 'invalidNode')
    .regex(/^\/[^?#]*$/, 'invalidNode'),
  offset: z.preprocess(
    (value) => (value === null || value === '' ? 0 : value),
    z.coerce
      .number('invalidOffset')
      .int('invalidOffset')
      .min(0, 'invalidOffset')
      .max(MAX_OFFSET, 'invalidOffset'),
  ),
});

export type EstatePageInput = z.infer<typeof estatePageInputSchema>;

/** The parsed input, or a 400 naming each bad field in the visitor's language. */
export function parseEstatePageInput(params: URLSearchParams, locale: Locale): EstatePageInput {
  const result = estatePageInputSchema.safeParse({
    node: params.get('node') ?? '',
    offset: params.get('offset'),
  });
  if (result.success) return result.data;
  const t = listingTranslator(locale, 'ListingApi');
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'input');
    fields[field] ??=
      issue.message === 'invalidOffset' ? t('invalidOffset', { max: MAX_OFFSET }) : t('invalidNode');
  }
  const [message = t('invalidNode')] = Object.values(fields);
  throw new RouteError(errorCodes.invalidInput, message, fields);
}

export function listingNotFound(locale: Locale): RouteError {
  return new RouteError(errorCodes.notFound, listingTranslator(locale, 'ListingApi')('listingNotFound'));
}
