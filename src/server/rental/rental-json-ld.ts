import 'server-only';
import { localize, type RentalUnit } from '@/content-api/schemas';
import { withoutEmpty, type JsonLd } from '@/display/json-ld';
import { vacationRentalKind } from '@/display/rental/vacation-rental-type';
import { isVisibleRentalValue } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { rentalTitle } from './rental-cards';
import { rentalTranslator } from './rental-messages';
import { rentalDescription } from './rental-metadata';
import { absolutePhotoUrl, rentalDetailUrl } from './rental-urls';

/*
 * A holiday rental unit as schema.org VacationRental (https://schema.org/VacationRental), with the
 * properties Google documents for vacation rental listings:
 * https://developers.google.com/search/docs/appearance/structured-data/vacation-rental
 *
 * Required there: name, identifier, latitude and longitude, image ("a minimum of 8 photos") and
 * containsPlace with occupancy.value. A unit that lacks one of them gets no block at all
 * (`missingVacationRentalProperties`): a listing Google must reject is worth less than none. The
 * content service may well answer a unit without coordinates (its schema allows null, the page then
 * hides its map) or with a few photos, so this is a state of real data, not only of the demo.
 *
 * Recommended there and given when the unit has them: additionalType (the listing kind), address,
 * description, knowsLanguage, and in containsPlace additionalType, amenityFeature (as
 * LocationFeatureSpecification), numberOfBedrooms, numberOfBathroomsTotal, floorLevel. Not given:
 * checkinTime, checkoutTime, brand, aggregateRating and review, of which the content service knows
 * nothing. Nor `offers` or `inLanguage`: schema.org defines neither on a VacationRental (a
 * LodgingBusiness); the texts are in the page's language and the prices are in its periods.
 */

/** Google's least number of photos of a listing. */
export const MIN_VACATION_RENTAL_PHOTOS = 8;

export type VacationRentalRequirement = 'image' | 'latitude/longitude' | 'containsPlace.occupancy.value';

/** The required properties of Google's VacationRental the unit cannot fill; empty when it can fill all. */
export function missingVacationRentalProperties(unit: RentalUnit): VacationRentalRequirement[] {
  const { lat, lon } = unit.general.location;
  const missing: VacationRentalRequirement[] = [];
  if (unit.photos.length < MIN_VACATION_RENTAL_PHOTOS) missing.push('image');
  if (lat === null || lon === null) missing.push('latitude/longitude');
  if (!unit.general.maxOccupation || unit.general.maxOccupation < 1) {
    missing.push('containsPlace.occupancy.value');
  }
  return missing;
}

function postalAddress(unit: RentalUnit, locale: Locale): JsonLd {
  const { street, number, box, city } = unit.address;
  return withoutEmpty({
    '@type': 'PostalAddress',
    streetAddress: [localize(street, locale), number, box].filter(isVisibleRentalValue).join(' '),
    postalCode: city.zip,
    addressLocality: localize(city.name, locale),
  });
}

/** A fact of the unit only when the rental visibility rule shows it (not empty, null or 0). */
function shown<T>(value: T | null | undefined): T | null {
  return isVisibleRentalValue(value) ? (value as T) : null;
}

/** The accommodation itself: a holiday rental unit is let whole, to at most `maxOccupation` guests. */
function accommodation(unit: RentalUnit, locale: Locale): JsonLd {
  const { general, rooms } = unit;
  const garage = general.garage;
  return withoutEmpty({
    '@type': 'Accommodation',
    additionalType: 'EntirePlace',
    occupancy: { '@type': 'QuantitativeValue', value: general.maxOccupation, unitCode: 'C62' },
    numberOfBedrooms: shown(rooms.bedrooms),
    numberOfBathroomsTotal: shown(rooms.bathrooms),
    floorLevel: shown(general.floor)?.toString(),
    amenityFeature:
      typeof garage === 'boolean'
        ? [
            {
              '@type': 'LocationFeatureSpecification',
              name: rentalTranslator(locale)('RentalFacts.garage'),
              value: garage,
            },
          ]
        : [],
  });
}

export interface VacationRentalOptions {
  /** The origin of the site being served: every URL of the block starts with it. */
  siteUrl: string;
  /** The languages the agency answers in: those of its site. */
  languages: readonly Locale[];
}

/**
 * The VacationRental block of a unit's page in `locale`; null when the unit misses one of Google's
 * required properties (see `missingVacationRentalProperties`).
 */
export function vacationRentalJsonLd(
  unit: RentalUnit,
  locale: Locale,
  { siteUrl, languages }: VacationRentalOptions,
): JsonLd | null {
  const { lat, lon } = unit.general.location;
  if (missingVacationRentalProperties(unit).length > 0 || lat === null || lon === null) return null;
  const url = rentalDetailUrl(siteUrl, unit.id, locale);
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': url,
    additionalType: vacationRentalKind(unit.general.subKind.name),
    identifier: String(unit.id),
    url,
    name: rentalTitle(unit, locale),
    description: rentalDescription(unit, locale),
    image: unit.photos.map((photo) => absolutePhotoUrl(siteUrl, photo.original)),
    latitude: lat,
    longitude: lon,
    address: postalAddress(unit, locale),
    knowsLanguage: [...languages],
    containsPlace: accommodation(unit, locale),
  });
}
