import { z } from 'zod';
import { localizedStringSchema } from './common';
import { estateQuerySchema } from './estate-query';

export const estateFiltersBodySchema = z.object({ query: estateQuerySchema });
export type EstateFiltersBody = z.infer<typeof estateFiltersBodySchema>;

export const filterLocationSchema = z.object({
  id: z.number().int(),
  zip: z.string(),
  name: localizedStringSchema,
  alias: localizedStringSchema.nullish(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type FilterLocation = z.infer<typeof filterLocationSchema>;

/** Filter options computed by the service from the estates matching the query. */
export const estateFiltersSchema = z.object({
  headTypes: z.array(
    z.object({ id: z.number().int(), name: localizedStringSchema, count: z.number().int() }),
  ),
  /** Sorted by name. */
  locations: z.array(filterLocationSchema),
  /** Null when nothing matches. */
  prices: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  subTypes: z.array(
    z.object({ id: z.number().int(), headTypeId: z.number().int(), name: localizedStringSchema }),
  ),
  bedrooms: z.array(z.number().int()),
  transactions: z.array(z.object({ id: z.number().int(), name: localizedStringSchema })),
  countries: z.array(z.object({ id: z.string(), name: localizedStringSchema })),
});
export type EstateFilters = z.infer<typeof estateFiltersSchema>;
