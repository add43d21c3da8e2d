import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { loadSharingSite } from '@/server/sharing/sharing-site';
import { withSiteLanguages } from '@/server/site-languages';
import { estateMetadata } from './estate-metadata';
import { subjectTitle, type EstateSubject } from '@/display/estate/estate-subject';

/** The metadata of a detail page, with the site's address and the language's fallback description. */
export async function estatePageMetadata(subject: EstateSubject, locale: Locale): Promise<Metadata> {
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'EstateDetail' }),
    loadSharingSite(locale),
  ]);
  return withSiteLanguages(
    estateMetadata(subject, locale, {
      site,
      fallbackDescription: t('metaDescriptionFallback', { title: subjectTitle(subject, locale) }),
    }),
  );
}
