'use client';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { Reservation, ReservationInput } from '@/domain/rental';
import { RESERVATION_LIMITS } from '@/domain/rental/reservation-limits';
import { Link } from '@/i18n/navigation';
import type { ReservationErrorText } from './RentalReservationForm';
import type { PeriodChoiceGroup } from './reservation-form-types';
import { describedBy, ReservationField } from './ReservationField';
import styles from './RentalReservationForm.module.css';

type Props = {
  form: UseFormReturn<ReservationInput, unknown, Reservation>;
  errorText: ReservationErrorText;
  periodGroups: PeriodChoiceGroup[];
  maxOccupation: number | null;
};

const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', max: RESERVATION_LIMITS.name, optional: false },
  { name: 'email', type: 'email', autoComplete: 'email', max: RESERVATION_LIMITS.email, optional: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', max: RESERVATION_LIMITS.phone, optional: true },
] as const;

/** The controls of the reservation form, each with its label, hint and error. */
export function ReservationInputs({ form, errorText, periodGroups, maxOccupation }: Props) {
  const t = useTranslations('RentalReservation');
  const { register, formState } = form;
  const errors = formState.errors;
  const error = (field: keyof ReservationInput) => errorText(errors, field);
  const guestsHint = maxOccupation ? t('guestsHint', { max: maxOccupation }) : undefined;
  const control = (id: string, hint: boolean, field: keyof ReservationInput) => ({
    id,
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': describedBy(id, hint, Boolean(error(field))),
  });

  return (
    <>
      <ReservationField id="reservation-period" label={t('period')} error={error('periodId')}>
        <select
          {...control('reservation-period', false, 'periodId')}
          className={styles.input}
          {...register('periodId')}
        >
          <option value="">{t('choosePeriod')}</option>
          {periodGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </ReservationField>
      <ReservationField id="reservation-guests" label={t('guests')} hint={guestsHint} error={error('guests')}>
        <input
          {...control('reservation-guests', Boolean(guestsHint), 'guests')}
          className={`${styles.input} ${styles.short}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxOccupation ?? RESERVATION_LIMITS.guests}
          {...register('guests', { valueAsNumber: true })}
        />
      </ReservationField>
      {TEXT_FIELDS.map((field) => (
        <ReservationField
          key={field.name}
          id={`reservation-${field.name}`}
          label={t(field.name)}
          optionalText={field.optional ? t('optional') : undefined}
          error={error(field.name)}
        >
          <input
            {...control(`reservation-${field.name}`, false, field.name)}
            className={styles.input}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.max}
            {...register(field.name)}
          />
        </ReservationField>
      ))}
      <ReservationField
        id="reservation-message"
        label={t('message')}
        optionalText={t('optional')}
        error={error('message')}
      >
        <textarea
          {...control('reservation-message', false, 'message')}
          className={`${styles.input} ${styles.textarea}`}
          rows={4}
          maxLength={RESERVATION_LIMITS.message}
          {...register('message')}
        />
      </ReservationField>
      <div className={styles.consent} data-invalid={error('privacyConsent') ? 'true' : undefined}>
        <input
          {...control('reservation-consent', false, 'privacyConsent')}
          type="checkbox"
          className={styles.checkbox}
          {...register('privacyConsent')}
        />
        <label htmlFor="reservation-consent">
          {t.rich('consent', {
            link: (chunks) => (
              <Link href="/privacy-statement" target="_blank">
                {chunks}
              </Link>
            ),
          })}{' '}
          <span className="visually-hidden">({t('required')})</span>
        </label>
        {error('privacyConsent') && (
          <p id="reservation-consent-error" className={styles.error}>
            {error('privacyConsent')}
          </p>
        )}
      </div>
    </>
  );
}
