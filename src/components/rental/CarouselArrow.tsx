import styles from './CarouselArrow.module.css';

type Props = { direction: 'previous' | 'next'; label: string; onClick: () => void };

/** One of the carousel's two arrows; a real button, so it is reachable and named for everyone. */
export function CarouselArrow({ direction, label, onClick }: Props) {
  return (
    <button
      type="button"
      className={`${styles.arrow} ${direction === 'previous' ? styles.previous : styles.next}`}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
