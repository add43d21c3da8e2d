import styles from './FavoritesList.module.css';

type Props = {
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
  tone: 'gone' | 'failed';
};

/** Stands in for a card whose estate is gone or could not be loaded, with the way forward. */
export function FavoriteNotice({ title, text, actionLabel, onAction, tone }: Props) {
  return (
    <article className={styles.notice} data-tone={tone}>
      <svg className={styles.noticeIcon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
      </svg>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeText}>{text}</p>
      <button type="button" className="button button--ghost" onClick={onAction}>
        {actionLabel}
      </button>
    </article>
  );
}
