import type { RentalFactIconKind } from './rental-card-model';

const paths: Record<RentalFactIconKind, string> = {
  // Two people side by side.
  guests:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20v-1a5 5 0 0 1 10 0v1M17 11a2.5 2.5 0 1 0 0-5M16 14.2a4.5 4.5 0 0 1 5 4.8v1',
  // A bed seen from the side.
  bedrooms: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M7 9V6h4v3M3 18v2M21 18v2',
  // A bathtub with its tap.
  bathrooms: 'M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
};

/** A small line icon before a rental fact; the fact's own text says what it means. */
export function RentalFactIcon({ kind }: { kind: RentalFactIconKind }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[kind]} />
    </svg>
  );
}
