import { useTranslations } from 'next-intl';
import { SkeletonCards } from './SkeletonCards';
import styles from './EstateResults.module.css';

type Props = {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  failed: boolean;
  onLoadMore: () => void;
};

/** The foot of the results: progress, the next page's skeletons, and the button while pages remain. */
export function LoadMore({ shown, total, hasMore, isLoading, failed, onLoadMore }: Props) {
  const t = useTranslations('Listing');
  if (total === 0) return null;
  const progress = t('shownOfTotal', { shown: String(shown), total: String(total) });
  return (
    <div className={styles.more}>
      {isLoading && <SkeletonCards count={3} label={t('loadingMore')} />}
      <p className={styles.progress}>{progress}</p>
      {failed && !isLoading && (
        <p className={styles.moreError} role="alert">
          {t('loadMoreError')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          className={`button ${styles.moreButton}`}
          // Not `disabled`: the button keeps the keyboard focus while the page loads.
          onClick={() => {
            if (!isLoading) onLoadMore();
          }}
          aria-disabled={isLoading}
        >
          {isLoading ? t('loadingMore') : failed ? t('retry') : t('loadMore')}
        </button>
      )}
    </div>
  );
}
