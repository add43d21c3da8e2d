import type { ReactNode } from 'react';
import styles from './PageShell.module.css';

type Props = {
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** Narrow for a form or a message, wide for a page of cards. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
};

/** The frame of a page of the site's own (not from the CMS): its h1, an intro, then its content. */
export function PageShell({ title, intro, width = 'narrow', children }: Props) {
  return (
    <div className={`container page-section ${styles.page}`} data-width={width}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </div>
  );
}
