import { getTranslations } from 'next-intl/server';
import type { Locale, RentalUnit } from '@/content-api/schemas';
import { rentalFacts } from '@/domain/rental';
import styles from './RentalDetail.module.css';

type Props = { unit: RentalUnit; locale: Locale };

/** The unit's fields of §3, each only when it has a value (not empty, null or 0). */
export async function RentalFactsList({ unit, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'RentalFacts' });
  const facts = rentalFacts(unit, locale, t('boxWord'));
  if (facts.length === 0) return <p>{t('none')}</p>;
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{t(fact.key)}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
