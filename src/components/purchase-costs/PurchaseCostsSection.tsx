import { getTranslations } from 'next-intl/server';
import type { EstateRecord } from '@/content-api/schemas';
import { estateStatus } from '@/domain/search';
import { estateInputs, estateRegion } from '@/domain/purchase-costs/estate-inputs';
import { IslandMessages } from '@/i18n/IslandMessages';
import type { Locale } from '@/i18n/locales';
import { PurchaseCostsOnDemand } from './PurchaseCostsOnDemand';
import styles from './PurchaseCostsSection.module.css';

type Props = { record: EstateRecord; locale: Locale; headingId: string };

/** The anchor a shared calculator link points at, so the page opens on the result. */
export const PURCHASE_COSTS_ANCHOR = 'purchase-costs';

/**
 * "What will it really cost?" on an estate still for sale in a Belgian region: the heading and intro
 * are server-rendered, the calculator itself loads when the visitor comes near it or opens it.
 */
export async function PurchaseCostsSection({ record, locale, headingId }: Props) {
  const region = estateRegion(record);
  if (estateStatus(record) !== 'FOR_SALE' || region === null) return null;
  const t = await getTranslations({ locale, namespace: 'PurchaseCosts' });
  return (
    <section id={PURCHASE_COSTS_ANCHOR} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <IslandMessages namespaces={['PurchaseCosts']}>
        <PurchaseCostsOnDemand estateInputs={estateInputs(record, region)} anchor={PURCHASE_COSTS_ANCHOR} />
      </IslandMessages>
    </section>
  );
}
