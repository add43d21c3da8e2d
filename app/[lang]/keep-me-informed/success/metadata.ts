import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { privatePageMetadata } from '@/server/subscriptions/page-metadata';

export type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'SubscriptionSuccessPage' });
  return privatePageMetadata(t('metaTitle'));
}
