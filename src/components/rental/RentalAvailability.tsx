'use client';
import { useState } from 'react';
import type { PeriodMonthView } from '@/domain/rental';
import { fillTemplate } from './fill-template';
import { choosePeriod, useChosenPeriod } from './selected-period-store';
import styles from './RentalAvailability.module.css';

export type AvailabilityLabels = {
  intro: string;
  previousMonth: string;
  nextMonth: string;
  available: string;
  booked: string;
  choose: string;
  chosen: string;
  none: string;
  /** The choose button's name, '{type} van {range} kiezen', filled in per period. */
  chooseLabel: string;
  /** Per period type: 'Week', 'Weekend', 'Midweek'. */
  types: Record<string, string>;
  /** Per nights count: '7 nachten'. */
  nights: Record<number, string>;
};

type Props = { months: PeriodMonthView[]; labels: AvailabilityLabels; reservable: boolean };

/**
 * The unit's upcoming periods one month at a time: dates, type, nights and price, with free and
 * booked periods told apart by word and mark, not by colour alone. A free period can be handed to the
 * reservation form.
 */
export function RentalAvailability({ months, labels, reservable }: Props) {
  const [index, setIndex] = useState(0);
  const chosen = useChosenPeriod();
  const month = months[index];
  if (!month) return <p className={styles.empty}>{labels.none}</p>;

  return (
    <div className={styles.availability}>
      <p className={styles.intro}>{labels.intro}</p>
      <div className={styles.pager}>
        <button
          type="button"
          className={styles.pageButton}
          onClick={() => setIndex(index - 1)}
          disabled={index === 0}
          aria-label={labels.previousMonth}
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
          aria-label={labels.nextMonth}
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
                {labels.types[period.type] ?? period.type} · {labels.nights[period.nights]}
              </span>
              <span className={styles.price}>{period.price}</span>
              <span className={styles.status}>
                <span className={styles.mark} aria-hidden="true">
                  {period.available ? '✓' : '✕'}
                </span>
                {period.available ? labels.available : labels.booked}
              </span>
              {period.available && reservable && (
                <button
                  type="button"
                  className={`button button--ghost ${styles.choose}`}
                  aria-label={fillTemplate(labels.chooseLabel, {
                    type: labels.types[period.type] ?? period.type,
                    range: period.range,
                  })}
                  aria-pressed={isChosen}
                  onClick={() => choosePeriod(period.id)}
                >
                  {isChosen ? labels.chosen : labels.choose}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
