import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';

export type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'ThankYouPage' });
  // Only reached after sending a form: nothing for a search engine.
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}
