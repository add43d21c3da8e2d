import { localize, type Locale, type RentalUnit } from '@/content-api/schemas';
import { formatYesNo } from '@/domain/estate';
import { isVisibleRentalValue } from './field-visibility';

/** The fields of §3's rental unit, in the order the detail page lists them. */
export const rentalFactKeys = [
  'type',
  'location',
  'city',
  'maxOccupation',
  'bedrooms',
  'bathrooms',
  'garage',
  'floor',
  'residence',
  'reference',
  'address',
] as const;
export type RentalFactKey = (typeof rentalFactKeys)[number];

export type RentalFact = { key: RentalFactKey; value: string };

/** 'Zeedijk 12 bus 3.1, 8300 Knokke-Heist'; the parts that are missing are left out. */
export function rentalAddress(unit: RentalUnit, locale: Locale, boxWord: string): string {
  const { street, number, box, city } = unit.address;
  const streetLine = [localize(street, locale), number, box ? `${boxWord} ${box}` : null]
    .filter(isVisibleRentalValue)
    .join(' ');
  const cityLine = [city.zip, localize(city.name, locale)].filter(isVisibleRentalValue).join(' ');
  return [streetLine, cityLine].filter(isVisibleRentalValue).join(', ');
}

function rawFacts(unit: RentalUnit, locale: Locale, boxWord: string): Record<RentalFactKey, unknown> {
  const { general, rooms } = unit;
  return {
    type: localize(general.subKind.name, locale),
    location: localize(general.location.name, locale),
    city: localize(general.city.name, locale),
    maxOccupation: general.maxOccupation,
    bedrooms: rooms.bedrooms,
    bathrooms: rooms.bathrooms,
    garage: general.garage,
    floor: general.floor,
    residence: general.building?.name,
    reference: general.building?.rentalName,
    address: rentalAddress(unit, locale, boxWord),
  };
}

/**
 * The unit's facts that pass the visibility rule, each as display text: numbers as written, the
 * garage as yes/no in the visitor's language. `boxWord` is the language's word for a letter box
 * ('bus', 'boîte', 'box', 'Briefkasten').
 */
export function rentalFacts(unit: RentalUnit, locale: Locale, boxWord: string): RentalFact[] {
  const values = rawFacts(unit, locale, boxWord);
  return rentalFactKeys.flatMap((key) => {
    const value = values[key];
    if (!isVisibleRentalValue(value)) return [];
    const text = typeof value === 'boolean' ? formatYesNo(value, locale) : String(value);
    return [{ key, value: text }];
  });
}
