import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { comparePageAlternates } from '@/domain/compare/compare-paths';
import { COMPARE_IDS_PARAM, parseCompareIds } from '@/domain/compare/compare-selection';
import { isLocale } from '@/i18n/locales';
import { withSiteLanguages } from '@/server/site-languages';

export type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const [t, query] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'ComparePage' }),
    searchParams,
  ]);
  return withSiteLanguages({
    title: t('metaTitle'),
    description: t('metaDescription'),
    // Any mix of estates makes a page of its own: nothing for a search engine to index.
    robots: { index: false, follow: true },
    alternates: comparePageAlternates(lang, parseCompareIds(query[COMPARE_IDS_PARAM])),
  });
}
