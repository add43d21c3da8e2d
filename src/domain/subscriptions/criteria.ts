import { z } from 'zod';
import { buildEstateSearchBody, type SearchFilters } from '@/domain/search';
import type { EstateSearchBody } from '@/content-api/schemas';
import { locales } from '@/i18n/locales';
import { alertPreferencesSchema } from './alert-preferences';

const ids = (max: number) => z.array(z.number().int().positive()).max(max);
const amount = z.number().int().min(0).max(1_000_000_000);

/**
 * What a visitor wants to hear about (issue: cities, types, transaction, price range, bedrooms),
 * with the content service's ids. No field set means "every new estate". Pure: the subscribe form
 * validates with the same schema.
 */
export const subscriptionCriteriaSchema = z
  .object({
    cities: ids(50).default([]),
    /** Head type ids (house, apartment, ...). */
    types: ids(20).default([]),
    /** Transaction ids (for sale, for rent, ...). */
    transactions: ids(10).default([]),
    priceMin: amount.nullish(),
    priceMax: amount.nullish(),
    bedroomsMin: z.number().int().min(1).max(20).nullish(),
    /**
     * Only these estates (a visitor's favourites): such a subscription hears of their price drops,
     * their return to the market and their going off it (sold, withdrawn), never of new estates.
     */
    estates: ids(50).default([]),
  })
  .refine(
    (criteria) =>
      criteria.priceMin == null || criteria.priceMax == null || criteria.priceMin <= criteria.priceMax,
    {
      message: 'priceMin must not exceed priceMax',
      path: ['priceMax'],
    },
  );
export type SubscriptionCriteria = z.output<typeof subscriptionCriteriaSchema>;

export const subscriptionLocaleSchema = z.enum(locales);

/** A new subscription as the form sends it. */
export const subscribeRequestSchema = z.object({
  email: z.email().max(254),
  locale: subscriptionLocaleSchema,
  criteria: subscriptionCriteriaSchema,
  /** Kinds of news and frequency; a new subscription gets every kind, instantly. */
  alerts: alertPreferencesSchema.optional(),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/** The criteria as listing filters, so alerts search exactly as the listing pages do. */
export function criteriaToFilters(criteria: SubscriptionCriteria): SearchFilters {
  return {
    city: criteria.cities,
    type: criteria.types,
    transaction: criteria.transactions,
    'price-min': criteria.priceMin ?? undefined,
    'price-max': criteria.priceMax ?? undefined,
    'bed-min': criteria.bedroomsMin ?? undefined,
  };
}

/** One page of matches, newest publication first (the listing's default sort). */
export function alertSearchBody(
  criteria: SubscriptionCriteria,
  from: number,
  size: number,
): EstateSearchBody {
  const body = buildEstateSearchBody({ filters: criteriaToFilters(criteria), offset: from });
  return { ...body, pagination: { from, size } };
}
