import type { ResultsLabels } from './results-labels';
import { SkeletonCards } from './SkeletonCards';
import styles from './EstateResults.module.css';

type Props = {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  failed: boolean;
  labels: Pick<ResultsLabels, 'shownOfTotal' | 'loadMore' | 'loadingMore' | 'loadMoreError' | 'retry'>;
  onLoadMore: () => void;
};

/** The foot of the results: progress, the next page's skeletons, and the button while pages remain. */
export function LoadMore({ shown, total, hasMore, isLoading, failed, labels, onLoadMore }: Props) {
  if (total === 0) return null;
  const progress = labels.shownOfTotal.replace('{shown}', String(shown)).replace('{total}', String(total));
  return (
    <div className={styles.more}>
      {isLoading && <SkeletonCards count={3} label={labels.loadingMore} />}
      <p className={styles.progress}>{progress}</p>
      {failed && !isLoading && (
        <p className={styles.moreError} role="alert">
          {labels.loadMoreError}
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
          {isLoading ? labels.loadingMore : failed ? labels.retry : labels.loadMore}
        </button>
      )}
    </div>
  );
}
