import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { config } from '@/config';
import { SubscriptionFormIsland } from '@/components/subscriptions/SubscriptionFormIsland';
import { PageShell } from '@/components/layout/PageShell';
import { isLocale } from '@/i18n/locales';
import { loadSubscriptionChoices } from '@/server/subscriptions/choices';
import { cardPageSharing } from '@/server/sharing/sharing-site';
import { withSiteLanguages } from '@/server/site-languages';
import { subscribePageMetadata } from '@/server/subscriptions/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'KeepMeInformedPage' });
  const metadata = subscribePageMetadata(lang, t('metaTitle'), t('metaDescription'));
  const sharing = await cardPageSharing(lang, 'keep-me-informed', {
    title: t('metaTitle'),
    description: t('metaDescription'),
    url: metadata.alternates?.canonical as string | undefined,
  });
  return withSiteLanguages({ ...metadata, ...sharing });
}

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
