import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LabelledChoice } from './choice-labels';
import styles from './ValuationForm.module.css';

type Props = {
  id: string;
  legend: string;
  choices: readonly LabelledChoice[];
  registration: UseFormRegisterReturn;
  error?: string;
};

/** One answer out of a few, as radio buttons in a fieldset; the error is read out with each of them. */
export function ChoiceButtons({ id, legend, choices, registration, error }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              value={choice.value}
              {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
              {...registration}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
