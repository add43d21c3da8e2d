import { getTranslations } from 'next-intl/server';
import type { Locale, RentalPeriod } from '@/content-api/schemas';
import { periodCalendar } from '@/domain/rental';
import { IslandMessages } from '@/i18n/IslandMessages';
import { periodLabels } from '@/server/rental/rental-period-texts';
import { RentalAvailability } from './RentalAvailability';
import styles from './RentalDetail.module.css';

type Props = { periods: RentalPeriod[]; failed: boolean; locale: Locale; today: string };

/** The availability tab: the calendar of upcoming periods, or a plain word that it could not load. */
export async function RentalAvailabilityPanel({ periods, failed, locale, today }: Props) {
  const t = await getTranslations({ locale, namespace: 'RentalAvailability' });
  if (failed) {
    return (
      <p role="alert" className={styles.notice}>
        {t('error')}
      </p>
    );
  }
  const months = periodCalendar(periods, today, locale);
  const { types, nights } = periodLabels(months, locale);
  return (
    <IslandMessages namespaces={['RentalAvailability']}>
      <RentalAvailability months={months} typeNames={types} nightsNames={nights} reservable />
    </IslandMessages>
  );
}
