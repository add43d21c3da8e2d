'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppointmentFormValues } from '@/domain/forms/appointment-schema';
import type { Locale } from '@/i18n/locales';
import type { LiveAgendaLabels } from './agenda-labels';
import { BookingForm } from './BookingForm';
import { fillText, slotMoment, type Slot } from './slot-format';
import { SlotPicker } from './SlotPicker';
import styles from './LiveAgenda.module.css';

type Props = { agendaId: string | number; locale: Locale; labels: LiveAgendaLabels };
type Slots = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; slots: Slot[] };
type Outcome = 'idle' | 'sending' | 'taken' | 'failed' | { moment: string; email: string };

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
export function LiveAgenda({ agendaId, locale, labels }: Props) {
  const [slots, setSlots] = useState<Slots>({ kind: 'loading' });
  const [picked, setPicked] = useState<Slot | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const slotsUrl = `/${locale}/ajax/live-agenda/${encodeURIComponent(String(agendaId))}`;

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

  useEffect(() => {
    if (outcome !== 'idle' && outcome !== 'sending') noticeRef.current?.focus();
  }, [outcome]);

  const book = async (slot: Slot, values: AppointmentFormValues) => {
    setOutcome('sending');
    const { phone, ...rest } = values;
    try {
      const response = await fetch(`/${locale}/ajax/live-agenda/reservation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...rest, ...(phone ? { phone } : {}), agendaId, slotId: slot.id }),
      });
      if (response.status === 409) {
        setPicked(null);
        setOutcome('taken');
        load();
        return;
      }
      if (!response.ok) throw new Error(`Booking answered ${response.status}`);
      setOutcome({ moment: slotMoment(slot, locale), email: values.email.trim() });
    } catch (error) {
      console.error('The visit could not be booked', error);
      setOutcome('failed');
    }
  };

  if (typeof outcome === 'object') {
    return (
      <p ref={noticeRef} tabIndex={-1} role="status" className={styles.success}>
        {fillText(labels.booked, outcome)}
      </p>
    );
  }
  const notice =
    outcome === 'taken' || outcome === 'failed' ? (
      <p ref={noticeRef} tabIndex={-1} role="alert" className={styles.alert}>
        {outcome === 'taken' ? labels.slotTaken : labels.failure}
      </p>
    ) : null;

  if (slots.kind === 'loading') {
    return (
      <div className={styles.body}>
        {notice}
        <p role="status" className={styles.state}>
          {labels.loading}
        </p>
      </div>
    );
  }
  if (slots.kind === 'error') {
    return (
      <div className={styles.body}>
        <p role="alert" className={styles.state}>
          {labels.error}
        </p>
        <button type="button" className="button button--ghost" onClick={load}>
          {labels.retry}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      {notice}
      {slots.slots.length === 0 ? (
        <p className={styles.state}>{labels.empty}</p>
      ) : picked ? (
        <BookingForm
          moment={fillText(labels.chosen, { moment: slotMoment(picked, locale) })}
          labels={labels}
          sending={outcome === 'sending'}
          onChangeSlot={() => setPicked(null)}
          onSubmit={(values) => void book(picked, values)}
        />
      ) : (
        <SlotPicker slots={slots.slots} locale={locale} labels={labels} onPick={setPicked} />
      )}
    </div>
  );
}
