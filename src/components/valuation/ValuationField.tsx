import type { ReactNode } from 'react';
import styles from './ValuationForm.module.css';

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type Props = {
  id: string;
  label: string;
  /** '(optional)' after the label, for a field that may stay empty. */
  optional?: string;
  hint?: string;
  /** The validation message in the visitor's language, when the field is refused. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
};

/** One labelled control of the valuation form, its hint and its error read out with it. */
export function ValuationField({ id, label, optional, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> {optional}</span>}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
