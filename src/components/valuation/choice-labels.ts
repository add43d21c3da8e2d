import { estateLabels, valueLabel } from '@/domain/estate/labels';
import { VALUATION_CONDITIONS, VALUATION_SUBTYPES, VALUATION_TYPES } from '@/domain/forms/valuation-choices';
import type { Locale } from '@/i18n/locales';

export type LabelledChoice = { value: string; label: string };

/** The listing's own words for the types, subtypes and conditions an owner chooses from. */
export type ValuationChoiceLabels = {
  types: LabelledChoice[];
  subTypes: Record<string, LabelledChoice[]>;
  conditions: LabelledChoice[];
};

/** Built on the server, so the browser gets the few labels it shows, not the listing's label tables. */
export function valuationChoiceLabels(locale: Locale): ValuationChoiceLabels {
  const labels = estateLabels(locale);
  const labelled = (enumeration: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: valueLabel(labels, enumeration, value) || value }));
  return {
    types: labelled('type', VALUATION_TYPES),
    subTypes: Object.fromEntries(
      VALUATION_TYPES.map((type) => [type, labelled('subType', VALUATION_SUBTYPES[type])]),
    ),
    conditions: labelled('condition', VALUATION_CONDITIONS),
  };
}
