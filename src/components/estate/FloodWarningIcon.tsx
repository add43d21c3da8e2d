import styles from './FloodWarningIcon.module.css';

/** The flood symbol shown beside a flood score past C (spec §5): waves under a warning triangle. */
export function FloodWarningIcon({ label }: { label: string }) {
  return (
    <span className={styles.icon} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 2.5 2.5 19h19L12 2.5Z" fill="currentColor" opacity="0.18" />
        <path d="M12 2.5 2.5 19h19L12 2.5Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M6.5 15.2c1 0 1.4-.8 2.4-.8s1.4.8 2.4.8 1.4-.8 2.4-.8 1.4.8 2.4.8M8 12.2c.8 0 1.2-.7 2-.7s1.2.7 2 .7 1.2-.7 2-.7 1.2.7 2 .7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
