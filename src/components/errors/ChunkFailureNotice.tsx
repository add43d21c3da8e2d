import { CHUNK_FAILURE_ELEMENT_ID } from './chunk-failure-detail';
import styles from './ChunkFailureNotice.module.css';

type Props = { message: string; reloadLabel: string };

/**
 * The short message and reload button shown when a script chunk failed (§8). Server-rendered and
 * hidden; the inline watcher (ChunkFailureWatch) reveals it and wires the button, so it works even
 * when no chunk of the page could load. The text is written when it appears, for screen readers.
 */
export function ChunkFailureNotice({ message, reloadLabel }: Props) {
  return (
    <div id={CHUNK_FAILURE_ELEMENT_ID} role="alert" className={styles.notice} hidden suppressHydrationWarning>
      <p className={styles.text} data-text={message} suppressHydrationWarning />
      <button type="button" className={styles.reload}>
        {reloadLabel}
      </button>
    </div>
  );
}
