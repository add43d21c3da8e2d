import type { EstateGroup } from '@/content-api/schemas';
import { mainRecord } from '@/domain/search';
import type { SubscriptionCriteria } from './criteria';

const anyOf = (wanted: readonly number[], value: number | undefined) =>
  wanted.length === 0 || (value !== undefined && wanted.includes(value));

/**
 * Whether an estate as it is now matches the criteria: the fields and bounds the criteria's search
 * asks the service for (`criteriaToFilters`), read from the main record, and for a list of chosen
 * estates, one of them. A bound the record cannot answer (no public price) does not match, as in
 * the search. The alerts use it for estates they already hold, without asking the service again.
 */
export function estateMatchesCriteria(estate: EstateGroup, criteria: SubscriptionCriteria): boolean {
  const { general, address, price } = mainRecord(estate);
  const within = (value: number | null | undefined, min?: number | null, max?: number | null) =>
    (min == null && max == null) ||
    (value != null && (min == null || value >= min) && (max == null || value <= max));
  return (
    anyOf(criteria.estates, estate.id) &&
    anyOf(criteria.cities, address?.city.id) &&
    anyOf(criteria.types, general.headType.id) &&
    anyOf(criteria.transactions, general.transaction.id) &&
    within(price?.value, criteria.priceMin, criteria.priceMax) &&
    within(general.bedroomCount, criteria.bedroomsMin)
  );
}
