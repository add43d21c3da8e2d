import styles from './RentalResults.module.css';

/** The shape of a card while its data is on the way. */
export function RentalCardSkeleton() {
  return (
    <div className={styles.skeleton}>
      <div className={styles.skeletonPhoto} />
      <div className={styles.skeletonLine} />
      <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
    </div>
  );
}
