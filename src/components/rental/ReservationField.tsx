import type { ReactNode } from 'react';
import styles from './RentalReservationForm.module.css';

type Props = {
  id: string;
  label: string;
  /** 'optioneel' after the label of a field that may stay empty. */
  optionalText?: string;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** A label, its control, an optional hint and the field's error, wired for assistive technology. */
export function ReservationField({ id, label, optionalText, hint, error, children }: Props) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalText && <span className={styles.optional}> ({optionalText})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby of a control: its hint and its error, when present. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
