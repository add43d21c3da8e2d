import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { config } from '@/config';
import { SubscriptionFormIsland } from '@/components/subscriptions/SubscriptionFormIsland';
import { PageShell } from '@/components/layout/PageShell';
import { isLocale } from '@/i18n/locales';
import { loadSubscriptionChoices } from '@/server/subscriptions/choices';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

/** Keep me informed: subscribe to mails about new estates that match a search. */
export default async function KeepMeInformedPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, choices] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'KeepMeInformedPage' }),
    loadSubscriptionChoices(lang),
  ]);
  return (
    <PageShell title={t('title')} intro={t('intro')}>
      <SubscriptionFormIsland
        mode="subscribe"
        locale={lang}
        initialValues={{
          email: '',
          locale: lang,
          criteria: {
            cities: [],
            types: [],
            transactions: [],
            priceMin: null,
            priceMax: null,
            bedroomsMin: null,
          },
          privacy: false,
        }}
        choices={{ types: choices.types, transactions: choices.transactions }}
        recaptchaSiteKey={config.recaptchaSiteKey}
      />
    </PageShell>
  );
}
