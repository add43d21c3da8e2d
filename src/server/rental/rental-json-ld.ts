import 'server-only';
import { localize, type RentalPeriod, type RentalUnit } from '@/content-api/schemas';
import { isVisibleRentalValue } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { rentalTitle } from './rental-cards';
import { rentalDescription } from './rental-metadata';
import { absolutePhotoUrl, rentalDetailUrl } from './rental-urls';

type JsonLd = Record<string, unknown>;

/** Leaves out the properties the unit has no value for, so no empty or zero claims are made. */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => isVisibleRentalValue(value)));
}

function postalAddress(unit: RentalUnit, locale: Locale): JsonLd {
  const { street, number, box, city } = unit.address;
  return compact({
    '@type': 'PostalAddress',
    streetAddress: [localize(street, locale), number, box].filter(isVisibleRentalValue).join(' '),
    postalCode: city.zip,
    addressLocality: localize(city.name, locale),
  });
}

function offer(unit: RentalUnit, url: string, periods: readonly RentalPeriod[] | null): JsonLd {
  const bookable = periods?.some((period) => period.available);
  return compact({
    '@type': 'Offer',
    url,
    priceCurrency: 'EUR',
    price: unit.priceFrom,
    ...(periods && {
      availability: bookable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    }),
  });
}

/**
 * schema.org VacationRental of a unit on the site at `siteUrl`: the rented accommodation, where it is,
 * what it looks like and the offer starting at its lowest price. `periods` is null when they could
 * not be loaded.
 */
export function rentalJsonLd(
  unit: RentalUnit,
  locale: Locale,
  periods: readonly RentalPeriod[] | null,
  siteUrl: string,
): JsonLd {
  const url = rentalDetailUrl(siteUrl, unit.id, locale);
  const { lat, lon } = unit.general.location;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': url,
    identifier: String(unit.id),
    url,
    name: rentalTitle(unit, locale),
    description: rentalDescription(unit, locale),
    inLanguage: locale,
    image: unit.photos.map((photo) => absolutePhotoUrl(siteUrl, photo.original)),
    address: postalAddress(unit, locale),
    geo: lat !== null && lon !== null ? { '@type': 'GeoCoordinates', latitude: lat, longitude: lon } : null,
    containsPlace: compact({
      '@type': 'Accommodation',
      additionalType: localize(unit.general.subKind.name, locale),
      occupancy: unit.general.maxOccupation
        ? { '@type': 'QuantitativeValue', maxValue: unit.general.maxOccupation }
        : null,
      numberOfBedrooms: unit.rooms.bedrooms,
      numberOfBathroomsTotal: unit.rooms.bathrooms,
    }),
    offers: offer(unit, url, periods),
  });
}

/** JSON for a script element: '<' escaped so no text of the data can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
