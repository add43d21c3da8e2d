import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { valuationPageMetadata } from '@/server/forms/valuation-page-metadata';
import { cardPageSharing } from '@/server/sharing/sharing-site';
import { withSiteLanguages } from '@/server/site-languages';

export type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'ValuationPage' });
  const metadata = valuationPageMetadata(lang, t('metaTitle'), t('metaDescription'));
  const sharing = await cardPageSharing(lang, 'valuation', {
    title: t('metaTitle'),
    description: t('metaDescription'),
    url: metadata.alternates?.canonical as string | undefined,
  });
  return withSiteLanguages({ ...metadata, ...sharing });
}
