import styles from './EnergyLabelChip.module.css';

/**
 * The colour class of an energy label: 'A++' and 'A+' have their own, a combined label such as
 * 'B_A' takes the colour of the label it has today (the first one).
 */
export function energyLabelClass(label: string): string | null {
  const main = label.trim().toUpperCase().split(/[_/ ]/)[0] ?? '';
  const match = /^([A-G])(\+{0,2})$/.exec(main);
  if (!match) return null;
  const [, letter = '', pluses = ''] = match;
  return `epc-${letter.toLowerCase()}${'p'.repeat(pluses.length)}`;
}

/** 'B_A' reads as 'B/A' on screen. */
function shownLabel(label: string): string {
  return label.trim().toUpperCase().replace(/_/g, '/');
}

export function EnergyLabelChip({ label }: { label: string }) {
  const colour = energyLabelClass(label);
  return (
    <span className={`${styles.chip} ${colour ? (styles[colour] ?? '') : ''}`}>{shownLabel(label)}</span>
  );
}
