import styles from './SkeletonCards.module.css';

type Props = { count: number; label: string };

/** Grey stand-ins in the shape of cards while estates are on their way. */
export function SkeletonCards({ count, label }: Props) {
  return (
    <div className={styles.skeletons} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <div className={styles.photo} />
          <div className={styles.line} />
          <div className={`${styles.line} ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}
