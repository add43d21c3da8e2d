/** EPC values at or above this (kWh/m²/year) fill the whole bar. */
export const epcBarMaximum = 700;

/** How far the EPC bar is filled, in percent: value / 700 × 100, kept between 0 and 100. */
export function epcBarPercentage(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / epcBarMaximum) * 100));
}

/** The energy label scale, best first. */
export const energyLabels = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLabel = (typeof energyLabels)[number];

export function isEnergyLabel(value: unknown): value is EnergyLabel {
  return typeof value === 'string' && (energyLabels as readonly string[]).includes(value);
}

/**
 * The labels in a label code: 'B' -> ['B'], and a combined code such as 'B_A' (a building between
 * two classes) -> ['B', 'A']. Case and spaces are forgiven; a code with an unknown part gives [].
 */
export function energyLabelParts(code: string | null | undefined): EnergyLabel[] {
  if (!code) return [];
  const parts = code.toUpperCase().replace(/\s+/g, '').split('_');
  return parts.every(isEnergyLabel) ? parts : [];
}

/** How a label code reads on the page: 'B_A' -> 'B-A', 'A+' -> 'A+'; '' for an unknown code. */
export function energyLabelText(code: string | null | undefined): string {
  return energyLabelParts(code).join('-');
}

/** 'A++' -> 'app', 'A+' -> 'ap', 'B' -> 'b': a '+' cannot appear in a CSS custom property name. */
function tokenSuffix(label: EnergyLabel): string {
  return label.toLowerCase().replace(/\+/g, 'p');
}

/**
 * The colour token of a label ('epc-app', 'epc-ap', 'epc-a' … 'epc-g'), matching --color-epc-* in
 * the design tokens. A combined code takes the colour of its first label.
 */
export function energyLabelColorToken(code: string | null | undefined): string | null {
  const [first] = energyLabelParts(code);
  return first ? `epc-${tokenSuffix(first)}` : null;
}
