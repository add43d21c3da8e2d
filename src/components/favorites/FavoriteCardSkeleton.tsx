import styles from './FavoritesList.module.css';

/** The shape of an estate card while its estate loads. */
export function FavoriteCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="favorite-skeleton">
      <div className={`${styles.shimmer} ${styles.skeletonPhoto}`} />
      <div className={styles.skeletonBody}>
        <div className={`${styles.shimmer} ${styles.skeletonLine}`} />
        <div className={`${styles.shimmer} ${styles.skeletonLine} ${styles.skeletonLineShort}`} />
        <div className={`${styles.shimmer} ${styles.skeletonLine} ${styles.skeletonLineShorter}`} />
      </div>
    </div>
  );
}
