import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { PageShell } from '@/components/layout/PageShell';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

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
