import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UnsubscribeConfirm } from '@/components/subscriptions/UnsubscribeConfirm';
import styles from '@/components/subscriptions/SubscriptionPage.module.css';
import { PageShell } from '@/components/layout/PageShell';
import { IslandMessages } from '@/i18n/IslandMessages';
import { isLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { getSubscription } from '@/server/subscriptions';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

/**
 * Asks whether to unsubscribe; opening the page (a GET, maybe by a mail scanner) changes nothing.
 * A subscription cancelled before says so; an unknown token is the 404 page.
 */
export default async function UnsubscribePage({ params }: Props) {
  const { lang, token } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const subscription = await getSubscription(token);
  if (!subscription) return <NotFoundPage locale={lang} about="subscription" />;
  const t = await getTranslations({ locale: lang, namespace: 'UnsubscribePage' });
  return (
    <PageShell title={t('title')}>
      {subscription.cancelledAt ? (
        <div className={styles.actions}>
          <p role="status" className={styles.intro}>
            {t('alreadyDone')}
          </p>
          <Link href="/keep-me-informed" className="button button--ghost">
            {t('subscribeAgain')}
          </Link>
        </div>
      ) : (
        <IslandMessages namespaces={['UnsubscribePage']}>
          <UnsubscribeConfirm locale={lang} token={token} email={subscription.email} />
        </IslandMessages>
      )}
    </PageShell>
  );
}
