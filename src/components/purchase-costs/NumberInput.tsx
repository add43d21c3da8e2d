'use client';

import type { RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { formatBelgianNumber } from '@/domain/estate';
import { numberFieldRange, parseNumberField, type NumberField } from './number-fields';
import styles from './PurchaseCostCalculator.module.css';

type Props = {
  id: string;
  field: NumberField;
  label: string;
  hint?: string;
  text: string;
  onText: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** A number the visitor types (Belgian notation accepted); a text that is no valid number says so. */
export function NumberInput({ id, field, label, hint, text, onText, inputRef }: Props) {
  const t = useTranslations('PurchaseCosts');
  const invalid = parseNumberField(field, text) === null;
  const range = numberFieldRange(field);
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        className={styles.control}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onText(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className={styles.error}>
          {t('invalid', { min: formatBelgianNumber(range.min), max: formatBelgianNumber(range.max) })}
        </p>
      )}
    </div>
  );
}
