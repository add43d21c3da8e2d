import type { EstateCardModel } from '@/display/listing/estate-card-model';

/** The facts a comparison lines up, one row each, in this order. */
export const COMPARED_FACTS = [
  'price',
  'pricePerSquareMeter',
  'status',
  'subtype',
  'city',
  'bedrooms',
  'livingArea',
  'plotArea',
  'energyLabel',
] as const;

export type ComparedFact = (typeof COMPARED_FACTS)[number];

export type CompareRow = {
  fact: ComparedFact;
  /** One value per estate, in the comparison's order; null where the estate does not say. */
  values: (string | null)[];
  /** The estates do not all share the value: the row is highlighted. */
  differs: boolean;
};

/** Texts the rows need that a card model does not hold (its status names and "price on request"). */
export type RowTexts = {
  status: (badge: EstateCardModel['badge']) => string;
  priceOnRequest: string;
};

function factValue(estate: EstateCardModel, fact: ComparedFact, texts: RowTexts): string | null {
  switch (fact) {
    case 'price':
      return estate.price ?? texts.priceOnRequest;
    case 'status':
      return texts.status(estate.badge);
    case 'bedrooms':
      return estate.bedrooms === null ? null : String(estate.bedrooms);
    case 'subtype':
    case 'city':
      return estate[fact] || null;
    default:
      return estate[fact];
  }
}

/**
 * The comparison's rows: every fact at least one estate has, each with the value of every estate.
 * A row differs when two estates show different values, "unknown" counting as a value of its own.
 */
export function compareRows(estates: readonly EstateCardModel[], texts: RowTexts): CompareRow[] {
  return COMPARED_FACTS.map((fact) => {
    const values = estates.map((estate) => factValue(estate, fact, texts));
    return { fact, values, differs: new Set(values).size > 1 };
  }).filter((row) => row.values.some((value) => value !== null));
}
