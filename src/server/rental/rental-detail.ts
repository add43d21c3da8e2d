import 'server-only';
import { cache } from 'react';
import { getRentalPeriods, getRentalUnit } from '@/server/content-service';
import type { RentalPeriod, RentalUnit } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';

const rentalUnitIdPattern = /^[\w-]{1,40}$/;

/** One call per unit and request, shared by the metadata and the page; null for an unknown unit. */
export const loadRentalUnit = cache(async (id: string, locale: Locale): Promise<RentalUnit | null> => {
  if (!rentalUnitIdPattern.test(id)) return null;
  return getRentalUnit(id, { locale });
});

export type RentalAvailability = { periods: RentalPeriod[]; failed: boolean };

/**
 * The unit's periods, always read fresh: a calendar from the cache could offer a period booked a
 * minute ago. A failure leaves the page up and its availability section says so.
 */
export async function loadRentalAvailability(id: string, locale: Locale): Promise<RentalAvailability> {
  try {
    return { periods: await getRentalPeriods(id, { locale, cache: 'no-store' }), failed: false };
  } catch (error) {
    console.error(`Periods of rental unit ${id} could not be loaded`, error);
    return { periods: [], failed: true };
  }
}
