'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { dayName, groupSlotsByDay, slotTime, type Slot } from './slot-format';
import styles from './LiveAgenda.module.css';

type Props = {
  slots: readonly Slot[];
  locale: Locale;
  onPick: (slot: Slot) => void;
};

const DAYS_SHOWN = 8;

/** The free moments: first a day, then one of its times (each a plain button, in reading order). */
export function SlotPicker({ slots, locale, onPick }: Props) {
  const t = useTranslations('LiveAgenda');
  const days = groupSlotsByDay(slots, locale);
  const [dayKey, setDayKey] = useState(days[0]?.key);
  const [shown, setShown] = useState(DAYS_SHOWN);
  const day = days.find((candidate) => candidate.key === dayKey) ?? days[0];
  if (!day) return null;

  return (
    <div className={styles.picker}>
      <div role="group" aria-label={t('days')} className={styles.days}>
        {days.slice(0, shown).map((candidate) => (
          <button
            key={candidate.key}
            type="button"
            className={styles.day}
            aria-pressed={candidate.key === day.key}
            onClick={() => setDayKey(candidate.key)}
          >
            {candidate.label}
          </button>
        ))}
        {days.length > shown && (
          <button type="button" className={styles.more} onClick={() => setShown(shown + DAYS_SHOWN)}>
            {t('more')}
          </button>
        )}
      </div>
      <div role="group" aria-label={t('times', { day: dayName(day.slots[0]!, locale) })}>
        <p className={styles.dayName} aria-hidden="true">
          {dayName(day.slots[0]!, locale)}
        </p>
        <ul className={styles.times}>
          {day.slots.map((slot) => (
            <li key={slot.id}>
              <button type="button" className={styles.time} onClick={() => onPick(slot)}>
                {slotTime(slot, locale)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
