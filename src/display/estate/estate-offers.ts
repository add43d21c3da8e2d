import type { EstateGroup, EstateRecord } from '@/content-api/schemas';
import { isFieldShown, projectUnits, rentPeriodOf } from '@/domain/estate';
import { estateStatus, isRentStatus } from '@/domain/search';
import type { JsonLd } from '../json-ld';

/*
 * The schema.org offers of an estate page (https://schema.org/Offer, AggregateOffer,
 * UnitPriceSpecification). An offer is announced only with a price a visitor sees on the page: an
 * Offer without one says nothing a search engine can use, and the price of a sale under the VAT
 * regime is not public at all (domain/estate/public-record.ts).
 */

const CURRENCY = 'EUR';
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/** UN/CEFACT common codes (schema.org `unitCode`) of the rent periods the content service names. */
const periodUnitCodes: Readonly<Record<string, string>> = {
  DAY: 'DAY',
  WEEK: 'WEE',
  MONTH: 'MON',
  QUARTER: 'QAN',
  YEAR: 'ANN',
};

/** A price worth announcing: shown by the display rules (not under the VAT regime) and above zero. */
export function announcedPrice(record: EstateRecord): number | null {
  const value = record.price?.value;
  if (typeof value !== 'number' || value <= 0) return null;
  return isFieldShown(record, 'financial.price') ? value : null;
}

/** Rented out or to rent, as the card and the header read it: a rent status or a rent period. */
function isRent(record: EstateRecord): boolean {
  return isRentStatus(estateStatus(record)) || rentPeriodOf(record) !== null;
}

/** Sold, rented or taken over: no longer on offer. */
function isClosed(record: EstateRecord): boolean {
  const status = estateStatus(record);
  return status === 'SOLD' || status === 'RENTED' || status === 'TAKEN_OVER';
}

function availability(record: EstateRecord): string {
  return isClosed(record) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';
}

/** The rent per period (a month unless the record names another), as schema.org states a unit price. */
function rentPriceSpecification(record: EstateRecord, price: number): JsonLd | null {
  const unitCode = periodUnitCodes[rentPeriodOf(record) ?? 'MONTH'];
  if (!unitCode) return null;
  return {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: CURRENCY,
    unitCode,
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
  };
}

/** The Offer of an estate or a unit with its public price; null when it has none. */
export function estateOffer(record: EstateRecord, url: string): JsonLd | null {
  const price = announcedPrice(record);
  if (price === null) return null;
  const rent = isRent(record);
  const specification = rent ? rentPriceSpecification(record, price) : null;
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: CURRENCY,
    ...(specification && { priceSpecification: specification }),
    availability: availability(record),
    businessFunction: rent ? LEASE_OUT : SELL,
  };
}

/**
 * A project's offer: the range of its units still for sale with a public price; null when no unit has
 * one (all sold, on request, or under the VAT regime).
 */
export function projectOffer(group: EstateGroup, url: string): JsonLd | null {
  const prices = projectUnits(group)
    .filter((unit) => !isClosed(unit) && !isRent(unit))
    .map(announcedPrice)
    .filter((price): price is number => price !== null);
  if (prices.length === 0) return null;
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: CURRENCY,
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: prices.length,
    availability: 'https://schema.org/InStock',
    businessFunction: SELL,
  };
}
