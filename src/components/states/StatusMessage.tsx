import type { ReactNode } from 'react';
import styles from './StatusMessage.module.css';

type Props = { code?: string; title: string; text: string; actions: ReactNode };

/** The designed full-page state shared by the 404, error and unavailable pages. */
export function StatusMessage({ code, title, text, actions }: Props) {
  return (
    <section className={`container ${styles.state}`} aria-labelledby="status-title">
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id="status-title">{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
