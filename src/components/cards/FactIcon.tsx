export type FactIconKind = 'bedrooms' | 'bathrooms' | 'guests' | 'livingArea' | 'plotArea';

const paths: Record<FactIconKind, string> = {
  // A bed seen from the side.
  bedrooms: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M7 9V6h4v3M3 18v2M21 18v2',
  // A bathtub with its tap.
  bathrooms: 'M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  // Two people side by side.
  guests:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20v-1a5 5 0 0 1 10 0v1M17 11a2.5 2.5 0 1 0 0-5M16 14.2a4.5 4.5 0 0 1 5 4.8v1',
  // A floor plan: walls with a door opening.
  livingArea: 'M4 4h16v16H4zM4 12h7M15 4v6',
  // A plot with its corner markers.
  plotArea: 'M3 20 8 5l13 4-3 11zM8 5v0M21 9v0',
};

/** A small line icon in front of a fact; the fact's label or text tells assistive tech what it means. */
export function FactIcon({ kind }: { kind: FactIconKind }) {
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
