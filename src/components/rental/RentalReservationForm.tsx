'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { FormAlert } from '@/components/forms/FormAlert';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import {
  reservationSchema,
  type Reservation,
  type ReservationErrorKey,
  type ReservationInput,
} from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import type { PeriodChoiceGroup, ReservationErrorTexts } from './reservation-form-types';
import { ReservationInputs } from './ReservationInputs';
import { useChosenPeriod } from './selected-period-store';
import styles from './RentalReservationForm.module.css';

type Props = {
  unitId: string | number;
  maxOccupation: number | null;
  periodGroups: PeriodChoiceGroup[];
  locale: Locale;
  errorTexts: ReservationErrorTexts;
};

export type ReservationErrorText = (
  errors: FieldErrors<ReservationInput>,
  field: keyof ReservationInput,
) => string | undefined;

/**
 * The reservation request (spec §1, §7). The schema the server checks with runs here first, so a
 * taken period, too many guests or a missing consent are refused before anything is sent; a failed
 * sending keeps every field as the visitor typed it.
 */
export function RentalReservationForm({ unitId, maxOccupation, periodGroups, locale, errorTexts }: Props) {
  const t = useTranslations('RentalReservation');
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { submission, sending, send } = useFormSubmission();
  // The period the last request was for, named in its confirmation.
  const [sentRange, setSentRange] = useState('');
  const offered = useMemo(() => periodGroups.flatMap((group) => group.options), [periodGroups]);
  const schema = useMemo(
    () => reservationSchema({ maxOccupation, availablePeriodIds: offered.map((option) => option.value) }),
    [maxOccupation, offered],
  );
  // No guests until the visitor types a number: an empty field, not a made-up count.
  const emptyForm: Partial<ReservationInput> = {
    rentalUnitId: unitId,
    periodId: '',
    name: '',
    email: '',
    phone: '',
    message: '',
    privacyConsent: false,
  };
  const form = useForm<ReservationInput, unknown, Reservation>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
    shouldFocusError: true,
  });
  const chosen = useChosenPeriod();

  // A period picked in the availability list lands here, and the visitor with it.
  useEffect(() => {
    if (!chosen) return;
    form.setValue('periodId', chosen.periodId, { shouldValidate: true });
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.setFocus('periodId');
  }, [chosen, form]);

  const errorText: ReservationErrorText = (errors, field) => {
    const key = errors[field]?.message;
    return key ? (errorTexts[key as ReservationErrorKey] ?? key) : undefined;
  };

  const onValid = async (reservation: Reservation) => {
    const result = await send(ajaxPath(locale, 'rentalReservation'), { method: 'POST', body: reservation });
    if (result.ok) {
      setSentRange(offered.find((option) => option.value === reservation.periodId)?.range ?? '');
      form.reset();
    }
    // Booked, or taken meanwhile (409): the unit's calendar changed either way, show the fresh one.
    if (result.ok || result.status === 409) router.refresh();
  };

  if (offered.length === 0 && submission.phase !== 'sent')
    return <p className={styles.noPeriods}>{t('noPeriods')}</p>;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-busy={sending}
      onSubmit={form.handleSubmit(onValid)}
    >
      {submission.phase === 'sent' && (
        <FormAlert tone="success" outcome={submission}>
          {t('success', { range: sentRange })}
        </FormAlert>
      )}
      {submission.phase === 'failed' && (
        <FormAlert tone="danger" outcome={submission}>
          {submission.status === 409 ? t('periodTaken') : t('failure')}
        </FormAlert>
      )}
      <ReservationInputs
        form={form}
        errorText={errorText}
        periodGroups={periodGroups}
        maxOccupation={maxOccupation}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
