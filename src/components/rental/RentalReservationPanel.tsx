import { getTranslations } from 'next-intl/server';
import type { Locale, RentalPeriod, RentalUnit } from '@/content-api/schemas';
import { IslandMessages } from '@/i18n/IslandMessages';
import { reservationErrorTexts } from '@/server/rental/reservation-errors';
import { periodChoiceGroups } from '@/server/rental/rental-period-texts';
import { RentalReservationFormOnDemand } from './RentalReservationFormOnDemand';
import styles from './RentalReservationPanel.module.css';

type Props = { unit: RentalUnit; periods: RentalPeriod[]; locale: Locale; today: string };

/** The reservation request card: its texts translated here, the form itself in the browser. */
export async function RentalReservationPanel({ unit, periods, locale, today }: Props) {
  const [t, tDetail] = await Promise.all([
    getTranslations({ locale, namespace: 'RentalReservation' }),
    getTranslations({ locale, namespace: 'RentalDetail' }),
  ]);
  return (
    <section id="reservation" className={styles.reservation} aria-labelledby="reservation-title">
      <h2 id="reservation-title" className={styles.reservationTitle}>
        {tDetail('reserveTitle')}
      </h2>
      <p className={styles.reservationIntro}>{t('intro')}</p>
      <IslandMessages namespaces={['RentalReservation']}>
        <RentalReservationFormOnDemand
          unitId={unit.id}
          maxOccupation={unit.general.maxOccupation ?? null}
          periodGroups={periodChoiceGroups(periods, today, locale)}
          locale={locale}
          errorTexts={reservationErrorTexts(locale, unit.general.maxOccupation)}
        />
      </IslandMessages>
    </section>
  );
}
