import type { Locale } from './locales';

/**
 * UI strings live in messages/{locale}/{part}.json, one part per area of the site; each part holds
 * whole namespaces (top-level keys), so parts merge without overlapping.
 */
export const messageParts = [
  'shell',
  'listing',
  'favorites',
  'map',
  'detail',
  'rental',
  'forms',
  'agenda',
  'subscriptions',
  'platform',
  'cms',
  'platform-errors',
  'calculator',
  'compare',
  'share',
  'valuation',
] as const;

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    messageParts.map(
      async (part) =>
        (await import(`../../messages/${locale}/${part}.json`)).default as Record<string, unknown>,
    ),
  );
  return Object.assign({}, ...parts);
}
