type Props = { kind: 'bedrooms' | 'livingArea' | 'plotArea' };

const paths: Record<Props['kind'], string> = {
  // A bed seen from the side.
  bedrooms: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M7 9V6h4v3M3 18v2M21 18v2',
  // A floor plan: walls with a door opening.
  livingArea: 'M4 4h16v16H4zM4 12h7M15 4v6',
  // A plot with its corner markers.
  plotArea: 'M3 20 8 5l13 4-3 11zM8 5v0M21 9v0',
};

/** A small line icon in front of a card fact; its meaning is given to assistive tech by the label. */
export function CardFactIcon({ kind }: Props) {
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
