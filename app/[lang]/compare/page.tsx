import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareEmpty } from '@/components/compare/CompareEmpty';
import { CompareTable } from '@/components/compare/CompareTable';
import { loadComparedEstates } from '@/components/compare/compared-estates';
import { PageShell } from '@/components/layout/PageShell';
import { COMPARE_IDS_PARAM, MIN_COMPARED, parseCompareIds } from '@/domain/compare/compare-selection';
import { isLocale } from '@/i18n/locales';
import { findListingEntry } from '@/server/estates/listing-entry';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

export default async function ComparePage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const ids = parseCompareIds((await searchParams)[COMPARE_IDS_PARAM]);
  const [t, estates, listing] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'ComparePage' }),
    loadComparedEstates(ids, lang),
    findListingEntry(lang),
  ]);
  const browseHref = listing ? { pathname: '/[...path]' as const, params: { path: listing } } : '/';

  return (
    <PageShell title={t('title')} intro={t('intro')} width="wide">
      {estates.length >= MIN_COMPARED ? (
        <CompareTable estates={estates} locale={lang} />
      ) : (
        <CompareEmpty locale={lang} browseHref={browseHref} />
      )}
    </PageShell>
  );
}
