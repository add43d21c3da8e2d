import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';

export type Props = { params: Promise<{ lang: string; appointmentId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'CancelAppointment' });
  // A personal link from a mail: nothing for a search engine.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}
