import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { withSiteLanguages } from '@/server/site-languages';
import { getSiteUrl } from '@/server/sites/request-site';
import { estateMetadata } from './estate-metadata';
import { subjectTitle, type EstateSubject } from '@/display/estate/estate-subject';

/** The metadata of a detail page, with the site's address and the language's fallback description. */
export async function estatePageMetadata(subject: EstateSubject, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'EstateDetail' });
  return withSiteLanguages(
    estateMetadata(subject, locale, {
      siteUrl: await getSiteUrl(),
      fallbackDescription: t('metaDescriptionFallback', { title: subjectTitle(subject, locale) }),
    }),
  );
}
