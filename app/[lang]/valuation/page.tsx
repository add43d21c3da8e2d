import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { config } from '@/config';
import { PageShell } from '@/components/layout/PageShell';
import { valuationChoiceLabels } from '@/components/valuation/choice-labels';
import { ValuationFormIsland } from '@/components/valuation/ValuationFormIsland';
import { isLocale } from '@/i18n/locales';
import { getFormAgreements } from '@/server/agreements';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

/** "What is my home worth?": an owner asks the agency for a valuation, in four short steps. */
export default async function ValuationPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, agreements] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'ValuationPage' }),
    getFormAgreements(lang),
  ]);
  return (
    <PageShell title={t('title')} intro={t('intro')}>
      <ValuationFormIsland
        locale={lang}
        agreements={agreements}
        choices={valuationChoiceLabels(lang)}
        recaptchaSiteKey={config.recaptchaSiteKey}
      />
    </PageShell>
  );
}
