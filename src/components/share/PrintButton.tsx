'use client';

import { useTranslations } from 'next-intl';
import styles from './ShareMenu.module.css';

/** Opens the browser's print dialog; the page's print style turns the detail into a brochure. */
export function PrintButton() {
  const t = useTranslations('ShareMenu');
  return (
    <button type="button" className="button button--ghost" onClick={() => window.print()}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 2h12v6H6zM4 9h16a2 2 0 0 1 2 2v6h-4v5H6v-5H2v-6a2 2 0 0 1 2-2Zm4 7v4h8v-4Z" />
      </svg>
      {t('print')}
    </button>
  );
}
