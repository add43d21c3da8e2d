import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import de from '../../../messages/de/listing.json';
import en from '../../../messages/en/listing.json';
import fr from '../../../messages/fr/listing.json';
import nl from '../../../messages/nl/listing.json';

// Bundled with the code that needs them outside a page: the listing endpoint and the section
// headings it shares with the page never depend on the request's message loading.
const listingMessages = { nl, fr, en, de } satisfies Record<Locale, typeof nl>;

export function listingTranslator<Namespace extends 'EstateGroups' | 'EstateCard' | 'ListingApi'>(
  locale: Locale,
  namespace: Namespace,
) {
  return createTranslator({ locale, messages: listingMessages[locale], namespace });
}
