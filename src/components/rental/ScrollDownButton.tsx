'use client';
import { SCROLL_DURATION_MS, scrollDistance, scrollWindowBy } from './scroll-down';
import styles from './ScrollDownButton.module.css';

type Props = { label: string };

/** The arrow over the photos that brings the visitor down to the description. */
export function ScrollDownButton({ label }: Props) {
  const scrollDown = () => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollWindowBy(scrollDistance(window.innerHeight), SCROLL_DURATION_MS, reducedMotion);
  };
  return (
    <button type="button" className={styles.button} onClick={scrollDown} aria-label={label} title={label}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
