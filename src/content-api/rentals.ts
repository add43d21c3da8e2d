import { z } from 'zod';
import { tags } from './cache-tags';
import { degradeList, degradeToEmpty, type DegradedList } from './degrade';
import { nullWhenNotFound, requestParsed, sendRequest, sitePath, type CallOptions } from './http';
import {
  rentalFiltersSchema,
  rentalPeriodSchema,
  rentalSearchResultSchema,
  rentalUnitSchema,
  type Id,
  type RentalFilters,
  type RentalFiltersBody,
  type RentalPeriod,
  type RentalSearchBody,
  type RentalUnit,
} from './schemas';

/** Holiday rental units matching a query. Never throws: a failure gives total 0, no results and the error. */
export async function searchRentalUnits(
  body: RentalSearchBody,
  options?: CallOptions,
): Promise<DegradedList<RentalUnit>> {
  return degradeList('Rental search', () =>
    requestParsed(rentalSearchResultSchema, 'POST', sitePath('rental-units'), {
      ...options,
      body,
      cacheTags: [tags.rentals()],
    }),
  );
}

/** Filter options for holiday rentals. Never throws: a failure is logged and gives an empty object. */
export async function getRentalFilters(
  body: RentalFiltersBody,
  options?: CallOptions,
): Promise<Partial<RentalFilters>> {
  return degradeToEmpty('Rental filters', () =>
    requestParsed(rentalFiltersSchema, 'POST', sitePath('rental-units', 'filters'), {
      ...options,
      body,
      cacheTags: [tags.rentals()],
    }),
  );
}

/** One holiday rental unit; null when unknown. */
export async function getRentalUnit(id: Id, options?: CallOptions): Promise<RentalUnit | null> {
  return nullWhenNotFound(
    requestParsed(rentalUnitSchema, 'GET', sitePath('rental-units', id), {
      ...options,
      cacheTags: [tags.rentals(), tags.rental(id)],
    }),
  );
}

/** The bookable periods of a unit with their price and availability. */
export async function getRentalPeriods(id: Id, options?: CallOptions): Promise<RentalPeriod[]> {
  return requestParsed(z.array(rentalPeriodSchema), 'GET', sitePath('rental-units', id, 'periods'), {
    ...options,
    cacheTags: [tags.rentals(), tags.rental(id)],
  });
}

/**
 * The bytes of a rental photo (`unitId` and the photo's name with its size), as the service's
 * response so a route can stream it on with its content type. `width` asks for one of the widths the
 * service renders (its `w` parameter), `accept` passes on the formats the browser takes.
 */
export async function getRentalPhoto(
  unitId: Id,
  photoName: string,
  { width, accept, ...options }: CallOptions & { width?: number; accept?: string } = {},
): Promise<Response> {
  return sendRequest('GET', sitePath('rental-units', 'photo', unitId, photoName), {
    ...options,
    ...(width !== undefined && { query: { w: width } }),
    ...(accept && { accept }),
    cacheTags: [tags.rentals(), tags.rental(unitId)],
  });
}
