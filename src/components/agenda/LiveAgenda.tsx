'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/FormAlert';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { AppointmentFormValues } from '@/domain/forms/appointment-schema';
import type { Locale } from '@/i18n/locales';
import { BookingForm } from './BookingForm';
import { slotMoment, type Slot } from './slot-format';
import { SlotPicker } from './SlotPicker';
import styles from './LiveAgenda.module.css';

type Props = { agendaId: string | number; locale: Locale };
type Slots = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; slots: Slot[] };
type Booked = { moment: string; email: string };

async function fetchSlots(url: string): Promise<Slot[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  // No agenda for this estate: nothing to book online, which the empty state explains.
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`Free slots answered ${response.status}`);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/**
 * The live agenda of a detail page: free moments (always read fresh), one picked, the visitor's
 * details, booked. A moment someone else took in the meantime is explained and the list refreshed.
 */
export function LiveAgenda({ agendaId, locale }: Props) {
  const t = useTranslations('LiveAgenda');
  const [slots, setSlots] = useState<Slots>({ kind: 'loading' });
  const [picked, setPicked] = useState<Slot | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const { submission, sending, send } = useFormSubmission();
  const slotsUrl = ajaxPath(locale, 'liveAgendaSlots', { agendaId });

  const fetchInto = useCallback(
    () =>
      fetchSlots(slotsUrl).then(
        (free) => setSlots({ kind: 'ready', slots: free }),
        (error: unknown) => {
          console.error('The free visit slots could not be loaded', error);
          setSlots({ kind: 'error' });
        },
      ),
    [slotsUrl],
  );
  const load = () => {
    setSlots({ kind: 'loading' });
    void fetchInto();
  };

  useEffect(() => {
    void fetchInto();
  }, [fetchInto]);

  const book = async (slot: Slot, values: AppointmentFormValues) => {
    const { phone, ...rest } = values;
    const body = { ...rest, ...(phone ? { phone } : {}), agendaId, slotId: slot.id };
    const result = await send(ajaxPath(locale, 'liveAgendaBook'), { method: 'POST', body });
    if (result.ok) {
      setBooked({ moment: slotMoment(slot, locale), email: values.email.trim() });
    } else if (result.status === 409) {
      // Someone else took the moment: back to the list, read afresh.
      setPicked(null);
      load();
    }
  };

  if (submission.phase === 'sent' && booked) {
    return (
      <FormAlert tone="success" outcome={submission}>
        {t('booked', booked)}
      </FormAlert>
    );
  }
  const notice =
    submission.phase === 'failed' ? (
      <FormAlert tone="danger" outcome={submission}>
        {submission.status === 409 ? t('slotTaken') : t('failure')}
      </FormAlert>
    ) : null;

  if (slots.kind === 'loading') {
    return (
      <div className={styles.body}>
        {notice}
        <p role="status" className={styles.state}>
          {t('loading')}
        </p>
      </div>
    );
  }
  if (slots.kind === 'error') {
    return (
      <div className={styles.body}>
        <p role="alert" className={styles.state}>
          {t('error')}
        </p>
        <button type="button" className="button button--ghost" onClick={load}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      {notice}
      {slots.slots.length === 0 ? (
        <p className={styles.state}>{t('empty')}</p>
      ) : picked ? (
        <BookingForm
          moment={t('chosen', { moment: slotMoment(picked, locale) })}
          sending={sending}
          onChangeSlot={() => setPicked(null)}
          onSubmit={(values) => void book(picked, values)}
        />
      ) : (
        <SlotPicker slots={slots.slots} locale={locale} onPick={setPicked} />
      )}
    </div>
  );
}
