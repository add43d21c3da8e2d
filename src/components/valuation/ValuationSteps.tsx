import styles from './ValuationForm.module.css';

type Props = { titles: readonly string[]; current: number };

/** The four steps at a glance, the current one marked; the step's own heading says "step n of 4". */
export function ValuationSteps({ titles, current }: Props) {
  return (
    <ol className={styles.progress} aria-hidden="true">
      {titles.map((title, index) => (
        <li
          key={title}
          className={styles.progressStep}
          data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
        >
          <span className={styles.progressNumber}>{index + 1}</span>
          <span className={styles.progressTitle}>{title}</span>
        </li>
      ))}
    </ol>
  );
}
