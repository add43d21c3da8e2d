'use client';
import { useRef, type ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { useOnDemand } from '@/components/on-demand/use-on-demand';
import type { Reservation, ReservationInput } from '@/domain/rental';
import type { RentalReservationForm as RealForm } from './RentalReservationForm';
import { ReservationInputs } from './ReservationInputs';
import { useChosenPeriod } from './selected-period-store';
import formStyles from './RentalReservationForm.module.css';
import styles from './RentalReservationFormOnDemand.module.css';

// The form brings react-hook-form and the zod schema: none of it belongs in the page's first load.
const loadForm = () => import('./RentalReservationForm').then((module) => module.RentalReservationForm);

type Props = ComponentProps<typeof RealForm>;

const inertForm = {
  register: (name: string) => ({
    name,
    onChange: async () => undefined,
    onBlur: async () => undefined,
    ref: () => undefined,
  }),
  formState: { errors: {} },
} as unknown as UseFormReturn<ReservationInput, unknown, Reservation>;

/**
 * The form's own controls, disabled and hidden from assistive technology, in the form's exact place;
 * the period list (a couple of hundred options) would only add to the page's hydration.
 */
function ReservationFormStandIn({ periodGroups, maxOccupation }: Props) {
  const t = useTranslations('RentalReservation');
  if (periodGroups.every((group) => group.options.length === 0)) {
    return <p className={formStyles.noPeriods}>{t('noPeriods')}</p>;
  }
  return (
    <form className={formStyles.form} aria-hidden="true" data-stand-in="">
      <fieldset disabled className={styles.fieldset}>
        {/* A closed select shows only its placeholder: the periods are left to the real form. */}
        <ReservationInputs
          form={inertForm}
          errorText={() => undefined}
          periodGroups={[]}
          maxOccupation={maxOccupation}
        />
        <button type="submit" className={`button ${formStyles.submit}`}>
          {t('submit')}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * The reservation form, loaded when the visitor comes near it, touches it or picks a period in the
 * availability list.
 */
export function RentalReservationFormOnDemand(props: Props) {
  const placeRef = useRef<HTMLDivElement>(null);
  const near = useOnDemand(placeRef, { rootMargin: '200px' });
  const chosen = useChosenPeriod();
  const wanted = near || chosen !== null;
  const standIn = <ReservationFormStandIn {...props} />;
  return (
    <div ref={placeRef} className={styles.place}>
      {/* No Suspense boundary until the form is wanted: the server may stream a large boundary's
          content apart from its fallback, which would put the stand-in (and its ids) in the page twice. */}
      {wanted ? <LazyIsland load={loadForm} props={props} fallback={standIn} /> : standIn}
    </div>
  );
}
