import de from '../../../messages/de/platform.json';
import en from '../../../messages/en/platform.json';
import fr from '../../../messages/fr/platform.json';
import nl from '../../../messages/nl/platform.json';
import type { Locale } from '@/i18n/locales';
import { plainPage } from '@/server/plain-page';

const texts: Record<Locale, (typeof nl)['UnknownSite']> = {
  nl: nl.UnknownSite,
  fr: fr.UnknownSite,
  en: en.UnknownSite,
  de: de.UnknownSite,
};

/**
 * The 404 page of a host name no site has. It is answered before any site exists to render a
 * shell, so it is a small page of its own, in the visitor's language.
 */
export function unknownSitePage(locale: Locale, hostname: string): Response {
  const t = texts[locale];
  return plainPage({ locale, status: 404, title: t.title, message: t.message.replace('{host}', hostname) });
}
