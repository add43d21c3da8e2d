'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { PeriodMonthView } from '@/domain/rental';
import { choosePeriod, useChosenPeriod } from './selected-period-store';
import styles from './RentalAvailability.module.css';

type Props = {
  months: PeriodMonthView[];
  /** The name of each period type in the content service's words: 'Week', 'Weekend', 'Midweek'. */
  typeNames: Record<string, string>;
  /** Per nights count: '7 nachten'. */
  nightsNames: Record<number, string>;
  reservable: boolean;
};

/**
 * The unit's upcoming periods one month at a time: dates, type, nights and price, with free and
 * booked periods told apart by word and mark, not by colour alone. A free period can be handed to the
 * reservation form.
 */
export function RentalAvailability({ months, typeNames, nightsNames, reservable }: Props) {
  const t = useTranslations('RentalAvailability');
  const [index, setIndex] = useState(0);
  const chosen = useChosenPeriod();
  const month = months[index];
  if (!month) return <p className={styles.empty}>{t('none')}</p>;

  return (
    <div className={styles.availability}>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.pager}>
        <button
          type="button"
          className={styles.pageButton}
          onClick={() => setIndex(index - 1)}
          disabled={index === 0}
          aria-label={t('previousMonth')}
        >
          ‹
        </button>
        <h3 className={styles.month} aria-live="polite">
          {month.label}
        </h3>
        <button
          type="button"
          className={styles.pageButton}
          onClick={() => setIndex(index + 1)}
          disabled={index === months.length - 1}
          aria-label={t('nextMonth')}
        >
          ›
        </button>
      </div>
      <ul className={styles.periods}>
        {month.periods.map((period) => {
          const isChosen = chosen?.periodId === period.id;
          return (
            <li key={period.id} className={styles.period} data-available={period.available}>
              <span className={styles.range}>{period.range}</span>
              <span className={styles.meta}>
                {typeNames[period.type] ?? period.type} · {nightsNames[period.nights]}
              </span>
              <span className={styles.price}>{period.price}</span>
              <span className={styles.status}>
                <span className={styles.mark} aria-hidden="true">
                  {period.available ? '✓' : '✕'}
                </span>
                {period.available ? t('available') : t('booked')}
              </span>
              {period.available && reservable && (
                <button
                  type="button"
                  className={`button button--ghost ${styles.choose}`}
                  aria-label={t('chooseLabel', {
                    type: typeNames[period.type] ?? period.type,
                    range: period.range,
                  })}
                  aria-pressed={isChosen}
                  onClick={() => choosePeriod(period.id)}
                >
                  {isChosen ? t('chosen') : t('choose')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
