import { tags } from './cache-tags';
import { requestParsed, type CallOptions } from './http';
import { translationsSchema, type Locale, type Translations } from './schemas';

/** The service's own texts for a locale (flat dotted keys). Not site-specific: outside /sites. */
export async function getTranslations(locale: Locale, options?: CallOptions): Promise<Translations> {
  return requestParsed(translationsSchema, 'GET', `/translations/${encodeURIComponent(locale)}`, {
    ...options,
    locale,
    cacheTags: [tags.translations(locale)],
  });
}
