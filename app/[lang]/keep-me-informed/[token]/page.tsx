import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SubscriptionFormIsland } from '@/components/subscriptions/SubscriptionFormIsland';
import { PageShell } from '@/components/layout/PageShell';
import { isLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { getSubscription } from '@/server/subscriptions';
import { loadSubscriptionChoices } from '@/server/subscriptions/choices';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

/** The edit page behind the confirmation mail's link; a cancelled or unknown token is a 404. */
export default async function SubscriptionEditPage({ params }: Props) {
  const { lang, token } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const subscription = await getSubscription(token);
  if (!subscription || subscription.cancelledAt) return <NotFoundPage locale={lang} about="subscription" />;
  const [t, choices] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'SubscriptionEditPage' }),
    loadSubscriptionChoices(lang),
  ]);
  const { email, locale, criteria, alerts } = subscription;
  return (
    <PageShell title={t('title')} intro={t('intro')}>
      <SubscriptionFormIsland
        mode="edit"
        token={token}
        locale={lang}
        initialValues={{ email, locale, criteria, alerts }}
        initialCities={criteria.cities.map((id) => ({ id, label: choices.cityNames.get(id) ?? String(id) }))}
        choices={{ types: choices.types, transactions: choices.transactions }}
      />
      <p>
        <Link href={{ pathname: '/keep-me-informed/unsubscribe/[token]', params: { token } }}>
          {t('unsubscribe')}
        </Link>
      </p>
    </PageShell>
  );
}
