import { tags } from './cache-tags';
import { requestParsed, sitePath, type CallOptions } from './http';
import { agreementsSchema, type Agreement, type Locale } from './schemas';

/** The consents a form asks for (privacy, terms, marketing), with label and text in `locale`. */
export async function getAgreements(locale: Locale, options?: CallOptions): Promise<Agreement[]> {
  return requestParsed(agreementsSchema, 'GET', sitePath('agreements'), {
    ...options,
    locale,
    query: { locale },
    cacheTags: [tags.agreements()],
  });
}
