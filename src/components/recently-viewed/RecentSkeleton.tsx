import styles from './RecentlyViewed.module.css';

/** The shape of the list while its code and cards load. */
export function RecentSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`${styles.item} ${styles.skeleton}`}>
          <div className={styles.thumb} />
          <div className={styles.text}>
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLine} />
          </div>
        </div>
      ))}
    </div>
  );
}
