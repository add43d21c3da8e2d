import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  localeSchema,
  localizedStringSchema,
  paginationSchema,
  searchResultSchema,
  videoSchema,
} from './common';

const namedSchema = z.object({ id: idSchema, name: localizedStringSchema });

export const rentalUnitSchema = z.object({
  id: idSchema,
  photos: z.array(z.object({ original: z.string(), medium: z.string(), thumbnail: z.string() })),
  address: z.object({
    street: localizedStringSchema.nullish(),
    number: z.string().nullish(),
    box: z.string().nullish(),
    city: z.object({
      zip: z.string(),
      name: localizedStringSchema,
      alias: localizedStringSchema.nullish(),
    }),
  }),
  general: z.object({
    description: localizedStringSchema,
    descriptionShort: localizedStringSchema,
    /** The map is shown only when both coordinates are known. */
    location: namedSchema.extend({ lat: z.number().nullable(), lon: z.number().nullable() }),
    city: namedSchema,
    maxOccupation: z.number().int().nullish(),
    subKind: namedSchema,
    garage: z.boolean().nullish(),
    floor: z.number().int().nullish(),
    building: z.object({ name: z.string().nullish(), rentalName: z.string().nullish() }).nullish(),
  }),
  rooms: z.object({ bedrooms: z.number().int().nullish(), bathrooms: z.number().int().nullish() }),
  priceFrom: z.number().nullable(),
  videos: z.array(videoSchema).nullish(),
});
export type RentalUnit = z.infer<typeof rentalUnitSchema>;

export const rentalQuerySchema = z.object({
  locations: z.array(z.number().int()).optional(),
  cities: z.array(z.number().int()).optional(),
  subKinds: z.array(z.number().int()).optional(),
  minOccupation: z.number().int().optional(),
  periodType: z.string().optional(),
  periodStart: isoDateSchema.optional(),
});
export type RentalQuery = z.infer<typeof rentalQuerySchema>;

export const rentalSearchBodySchema = z.object({
  query: rentalQuerySchema,
  pagination: paginationSchema.optional(),
});
export type RentalSearchBody = z.infer<typeof rentalSearchBodySchema>;

export const rentalSearchResultSchema = searchResultSchema(rentalUnitSchema);
export type RentalSearchResult = z.infer<typeof rentalSearchResultSchema>;

export const rentalFiltersBodySchema = z.object({ query: rentalQuerySchema });
export type RentalFiltersBody = z.infer<typeof rentalFiltersBodySchema>;

export const rentalFiltersSchema = z.object({
  locations: z.array(namedSchema),
  subKinds: z.array(namedSchema),
  maxOccupations: z.array(z.number().int()),
  cities: z.array(namedSchema.extend({ zip: z.string() })),
  periodTypes: z.array(z.object({ id: z.string(), name: localizedStringSchema })),
  periodStartDates: z.array(isoDateSchema),
  periodDates: z.array(z.object({ start: isoDateSchema, end: isoDateSchema })),
});
export type RentalFilters = z.infer<typeof rentalFiltersSchema>;

export const rentalPeriodSchema = z.object({
  id: idSchema,
  start: isoDateSchema,
  end: isoDateSchema,
  /** 'week', 'weekend' or 'midweek'. */
  type: z.string(),
  price: z.number(),
  available: z.boolean(),
});
export type RentalPeriod = z.infer<typeof rentalPeriodSchema>;

export const rentalReservationRequestSchema = z.object({
  rentalUnitId: idSchema,
  periodId: idSchema,
  guests: z.number().int().min(1),
  name: z.string().min(1),
  email: z.email(),
  phone: z.string().optional(),
  message: z.string().optional(),
  locale: localeSchema,
});
export type RentalReservationRequest = z.infer<typeof rentalReservationRequestSchema>;

export const rentalReservationSchema = z.object({ id: idSchema, status: z.literal('requested') });
export type RentalReservation = z.infer<typeof rentalReservationSchema>;
