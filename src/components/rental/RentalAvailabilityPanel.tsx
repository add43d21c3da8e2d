import { getTranslations } from 'next-intl/server';
import type { Locale, RentalPeriod } from '@/content-api/schemas';
import { periodCalendar } from '@/domain/rental';
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
    <RentalAvailability
      months={months}
      reservable
      labels={{
        intro: t('intro'),
        previousMonth: t('previousMonth'),
        nextMonth: t('nextMonth'),
        available: t('available'),
        booked: t('booked'),
        choose: t('choose'),
        chosen: t('chosen'),
        none: t('none'),
        // One template rather than a sentence per period: the calendar's data already holds the rest.
        chooseLabel: t.raw('chooseLabel') as string,
        types,
        nights,
      }}
    />
  );
}
