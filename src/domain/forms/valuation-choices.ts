/**
 * The answers an owner chooses from in the valuation request. Types, subtypes and conditions are the
 * codes of spec §3, so their labels are the listing's own (`domain/estate/labels`); the rest have
 * their labels in the ValuationForm messages.
 */
export const VALUATION_TYPES = ['HOUSE', 'APARTMENT', 'PLOT', 'COMMERCIAL', 'GARAGE'] as const;
export type ValuationType = (typeof VALUATION_TYPES)[number];

export const VALUATION_SUBTYPES = {
  HOUSE: ['TERRACED_HOUSE', 'VILLA', 'BUNGALOW', 'FERMETTE', 'MANSION', 'CHALET', 'CASTLE'],
  APARTMENT: [
    'GROUND_FLOOR',
    'DUPLEX',
    'TRIPLEX',
    'LOFT',
    'PENTHOUSE',
    'STUDIO',
    'STUDENT_ROOM',
    'SERVICE_FLAT',
  ],
  PLOT: ['BUILDING_PLOT', 'MEADOW', 'WOOD', 'AGRICULTURAL_LAND', 'RECREATIONAL_PLOT'],
  COMMERCIAL: [
    'OFFICE',
    'SHOP',
    'HOTEL',
    'RESTAURANT',
    'CAFE',
    'STORAGE',
    'WAREHOUSE',
    'INDUSTRIAL_BUILDING',
    'PRACTICE',
  ],
  GARAGE: ['GARAGE_BOX', 'CARPORT', 'PARKING', 'INDOOR_PARKING', 'CELLAR'],
} as const satisfies Record<ValuationType, readonly string[]>;

export const VALUATION_CONDITIONS = [
  'NEW',
  'EXCELLENT_CONDITION',
  'RENEWED',
  'GOOD_CONDITION',
  'TO_FRESHEN_UP',
  'TO_RENOVATE',
] as const;
export type ValuationCondition = (typeof VALUATION_CONDITIONS)[number];

/** Whether the owner means to sell or to let (the agency does both). */
export const VALUATION_INTENTS = ['SELL', 'LET', 'UNDECIDED'] as const;
export const VALUATION_TIMELINES = [
  'WITHIN_3_MONTHS',
  'WITHIN_6_MONTHS',
  'WITHIN_12_MONTHS',
  'LATER',
  'NO_PLANS',
] as const;
export const CONTACT_MOMENTS = ['MORNING', 'AFTERNOON', 'EVENING', 'ANYTIME'] as const;

export type ValuationIntent = (typeof VALUATION_INTENTS)[number];
export type ValuationTimeline = (typeof VALUATION_TIMELINES)[number];
export type ContactMoment = (typeof CONTACT_MOMENTS)[number];

/** The facts asked of each type: a plot has no bedrooms, a garage no living area, neither a condition. */
export const VALUATION_FACTS = {
  HOUSE: { bedrooms: true, livingArea: true, condition: true },
  APARTMENT: { bedrooms: true, livingArea: true, condition: true },
  COMMERCIAL: { bedrooms: false, livingArea: true, condition: true },
  PLOT: { bedrooms: false, livingArea: false, condition: false },
  GARAGE: { bedrooms: false, livingArea: false, condition: false },
} as const satisfies Record<ValuationType, { bedrooms: boolean; livingArea: boolean; condition: boolean }>;

export type ValuationFact = keyof (typeof VALUATION_FACTS)['HOUSE'];

export function isValuationType(value: unknown): value is ValuationType {
  return (VALUATION_TYPES as readonly unknown[]).includes(value);
}

/** Whether a type is asked a fact; nothing is asked before a type is chosen. */
export function asksFact(type: unknown, fact: ValuationFact): boolean {
  return isValuationType(type) && VALUATION_FACTS[type][fact];
}

export function subTypesOf(type: unknown): readonly string[] {
  return isValuationType(type) ? VALUATION_SUBTYPES[type] : [];
}
