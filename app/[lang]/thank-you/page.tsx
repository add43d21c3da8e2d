import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { PageShell } from '@/components/layout/PageShell';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'ThankYouPage' });
  // Only reached after sending a form: nothing for a search engine.
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** Where a visitor lands once a contact form is sent. */
export default async function ThankYouPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'ThankYouPage' });
  return (
    <PageShell title={t('title')} intro={t('intro')}>
      <div>
        <Link href="/" className="button">
          {t('home')}
        </Link>
      </div>
    </PageShell>
  );
}
