import type { EstateRecord } from '@/content-api/schemas';
import {
  energyLabelColorToken,
  energyLabelParts,
  energyLabelText,
  epcBarPercentage,
  formatEpc,
  type EnergyLabel,
} from '@/domain/estate';

/** The EPC of the estate ('own') or of the building's common parts ('shared'), for the energy card. */
export interface EnergyCertificate {
  scope: 'own' | 'shared';
  /** The labels of the code, e.g. ['B'] or ['B', 'A'] for a combined label. */
  labels: EnergyLabel[];
  labelText: string;
  /** Colour token of the label (e.g. 'epc-b'), matching --color-epc-* of the design tokens. */
  colorToken: string | null;
  epcValue: number | null;
  epcText: string;
  /** How far the EPC bar is filled: value / 700 × 100, capped at 100 (spec §9). */
  barPercentage: number;
}

function certificate(
  scope: EnergyCertificate['scope'],
  code: string | null,
  epcValue: number | null,
): EnergyCertificate | null {
  const labels = energyLabelParts(code);
  if (labels.length === 0 && epcValue === null) return null;
  return {
    scope,
    labels,
    labelText: energyLabelText(code),
    colorToken: energyLabelColorToken(code),
    epcValue,
    epcText: formatEpc(epcValue),
    barPercentage: epcBarPercentage(epcValue),
  };
}

/**
 * The certificates the display rules let show: a label or value hidden from the tab (empty, -1) is
 * not drawn on the card either.
 */
export function energyCertificates(
  record: EstateRecord,
  visibleKeys: ReadonlySet<string>,
): EnergyCertificate[] {
  const read = (prefix: '' | 'shared_', code: string | null | undefined, value: number | null | undefined) =>
    certificate(
      prefix === '' ? 'own' : 'shared',
      visibleKeys.has(`certification.${prefix}energy_label`) ? (code ?? null) : null,
      visibleKeys.has(`certification.${prefix}epc_value`) && typeof value === 'number' ? value : null,
    );
  const energy = record.energy;
  return [
    read('', energy?.energyLabel, energy?.epcValue),
    read('shared_', energy?.shared?.energyLabel, energy?.shared?.epcValue),
  ].filter((entry): entry is EnergyCertificate => entry !== null);
}
