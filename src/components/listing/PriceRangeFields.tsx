'use client';

import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useChangeBeforeCode } from '@/components/forms/use-change-before-code';
import { formatBelgianNumber } from '@/domain/estate/number-format';
import { parsePriceInput } from './filter-inputs';
import styles from './FilterBar.module.css';

type Props = {
  min: number | undefined;
  max: number | undefined;
  onCommit: (min: number | null, max: number | null) => void;
};

const shown = (value: number | undefined) => (value === undefined ? '' : formatBelgianNumber(value));

/**
 * Minimum and maximum price. Typing does not reload the listing at every key: the range applies when
 * the visitor leaves a field or presses Enter.
 */
export function PriceRangeFields({ min, max, onCommit }: Props) {
  const t = useTranslations('EstateFilters');
  const id = useId();
  const [draft, setDraft] = useState({ min: shown(min), max: shown(max) });
  // A new URL (back button, "clear filters") brings new bounds: the fields follow it.
  const [applied, setApplied] = useState({ min, max });
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    setDraft({ min: shown(min), max: shown(max) });
  }

  // What was typed before the page's code ran stays in the fields, to apply as if typed now.
  const minField = useChangeBeforeCode<HTMLInputElement>((typed) =>
    setDraft((now) => ({ ...now, min: typed })),
  );
  const maxField = useChangeBeforeCode<HTMLInputElement>((typed) =>
    setDraft((now) => ({ ...now, max: typed })),
  );

  function commit() {
    const nextMin = parsePriceInput(draft.min);
    const nextMax = parsePriceInput(draft.max);
    if ((nextMin ?? undefined) === min && (nextMax ?? undefined) === max) return;
    onCommit(nextMin, nextMax);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Moving from the minimum to the maximum is still typing the range.
    if (!event.currentTarget.contains(event.relatedTarget)) commit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div
      className={styles.priceRange}
      role="group"
      aria-labelledby={`${id}-legend`}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <span id={`${id}-legend`} className={styles.label}>
        {t('price')}
      </span>
      <div className={styles.priceInputs}>
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t('priceMin')}
        </label>
        <input
          ref={minField}
          id={`${id}-min`}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('priceMinPlaceholder')}
          value={draft.min}
          onChange={(event) => setDraft({ ...draft, min: event.target.value })}
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t('priceMax')}
        </label>
        <input
          ref={maxField}
          id={`${id}-max`}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('priceMaxPlaceholder')}
          value={draft.max}
          onChange={(event) => setDraft({ ...draft, max: event.target.value })}
        />
      </div>
    </div>
  );
}
