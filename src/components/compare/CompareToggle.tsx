'use client';

import { useTranslations } from 'next-intl';
import { toggleComparedEstate, useComparedIds } from './compare-store';
import styles from './CompareToggle.module.css';

type Props = {
  estateId: number;
  /** `card`: a small check over an estate card's photo; `action`: a button among a page's actions. */
  appearance?: 'card' | 'action';
};

/** Chooses the estate for the comparison, or takes it out again; the tray says when four are chosen. */
export function CompareToggle({ estateId, appearance = 'card' }: Props) {
  const t = useTranslations('CompareToggle');
  const chosen = useComparedIds().includes(estateId);

  return (
    <button
      type="button"
      className={appearance === 'card' ? styles.card : `button button--ghost ${styles.action}`}
      aria-pressed={chosen}
      data-compare-toggle={estateId}
      onClick={(event) => {
        // The toggle sits on a clickable card: the click is meant for it alone.
        event.preventDefault();
        event.stopPropagation();
        toggleComparedEstate(estateId);
      }}
    >
      <svg
        className={styles.box}
        viewBox="0 0 20 20"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="1.5" y="1.5" width="17" height="17" rx="4" />
        {chosen && <path d="M5.5 10.5l3 3 6-7" />}
      </svg>
      {t('label')}
    </button>
  );
}
