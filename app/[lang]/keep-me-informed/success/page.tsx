import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/subscriptions/SubscriptionPage.module.css';
import { PageShell } from '@/components/layout/PageShell';
import { isLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

/** Where the visitor lands once subscribed: the links are on their way by mail. */
export default async function SubscriptionSuccessPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'SubscriptionSuccessPage' });
  return (
    <PageShell title={t('title')} intro={t('intro')}>
      <div className={styles.actions}>
        <Link href="/" className="button">
          {t('browse')}
        </Link>
      </div>
    </PageShell>
  );
}
