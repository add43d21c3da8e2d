'use client';

import { useId } from 'react';
import { useChangeBeforeCode } from '@/components/forms/use-change-before-code';
import type { FilterChoice } from '@/display/listing/listing-types';
import styles from './FilterBar.module.css';

type Props = {
  label: string;
  anyLabel: string;
  /** The chosen value, '' for none. */
  value: string;
  choices: FilterChoice[];
  /** Shown when the URL holds a combination no single choice stands for. */
  combinedLabel?: string;
  onChange: (value: string) => void;
};

/** One filter as a native select: keyboard, screen reader and mobile pickers all work as expected. */
export function FilterSelect({ label, anyLabel, value, choices, combinedLabel, onChange }: Props) {
  const id = useId();
  const known = value === '' || choices.some((choice) => choice.value === value);
  const field = useChangeBeforeCode<HTMLSelectElement>(onChange);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={field}
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {!known && <option value={value}>{combinedLabel ?? value}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
