import type { LocalizedString } from '@/content-api/schemas';

/*
 * Google names the kind of a vacation rental listing (its `additionalType`) with one of a fixed list:
 * https://developers.google.com/search/docs/appearance/structured-data/vacation-rental
 * The content service names a unit's kind (its sub-kind) in the agency's own words per language, so
 * the kind is read from those words. Apartment before house: "penthouse" ends in "house".
 */
const listingKinds: readonly (readonly [RegExp, string])[] = [
  [/villa/i, 'Villa'],
  [/chalet/i, 'Chalet'],
  [/bungalow/i, 'Bungalow'],
  [/cottage/i, 'Cottage'],
  [/g[iî]te/i, 'Gite'],
  [/cabin|cabane|blokhut|hütte/i, 'Cabin'],
  [/appart|apartment|studio|penthouse|flat|wohnung/i, 'Apartment'],
  [/house|huis|woning|maison|haus/i, 'House'],
];

/** The listing kind of a unit by the name of its sub-kind; 'VacationRental', Google's generic one, when none fits. */
export function vacationRentalKind(subKindName: LocalizedString): string {
  const words = Object.values(subKindName).filter(Boolean).join(' ');
  return listingKinds.find(([pattern]) => pattern.test(words))?.[1] ?? 'VacationRental';
}
