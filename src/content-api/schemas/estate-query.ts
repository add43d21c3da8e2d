import { z } from 'zod';
import { paginationSchema } from './common';
import { groupKeys, sortDirections } from './vocabulary';

/** A dotted path into the main record (children[0]) of an estate group, e.g. 'price.value'. */
export const indexFieldSchema = z.string().min(1);

const termValueSchema = z.union([z.string(), z.number()]);

export const geoDistanceSchema = z.object({
  distanceKm: z.number().positive(),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type GeoDistance = z.infer<typeof geoDistanceSchema>;

/** A box in degrees, edges included; matched on each estate's public point (spec §5). */
export const geoBoundingBoxSchema = z
  .object({
    south: z.number().min(-90).max(90),
    west: z.number().min(-180).max(180),
    north: z.number().min(-90).max(90),
    east: z.number().min(-180).max(180),
  })
  .refine(
    (box) => box.south <= box.north && box.west <= box.east,
    'expected south <= north and west <= east',
  );
export type GeoBoundingBox = z.infer<typeof geoBoundingBoxSchema>;

export const numberRangeSchema = z.object({ gte: z.number().optional(), lte: z.number().optional() });
export type NumberRange = z.infer<typeof numberRangeSchema>;

export const estateQuerySchema = z.object({
  /** Any of the listed values. */
  terms: z.record(indexFieldSchema, z.array(termValueSchema)).optional(),
  /** Equal to the value. */
  match: z.record(indexFieldSchema, z.union([z.string(), z.number(), z.boolean()])).optional(),
  range: z.record(indexFieldSchema, numberRangeSchema).optional(),
  geo_distance: geoDistanceSchema.optional(),
  geo_bounding_box: geoBoundingBoxSchema.optional(),
  /** Any children[].estate_collections[].estate_collection_id. */
  collections: z.array(z.number().int()).optional(),
});
export type EstateQuery = z.infer<typeof estateQuerySchema>;

export const sortDirectionSchema = z.enum(sortDirections);

export const sortTermSchema = z.object({
  field: indexFieldSchema,
  direction: sortDirectionSchema,
  /** An explicit order of values, e.g. head type ids in group order. */
  values: z.array(termValueSchema).optional(),
});
export type SortTerm = z.infer<typeof sortTermSchema>;

/** Without pagination the service answers every match (the map view). */
export const estateSearchBodySchema = z.object({
  query: estateQuerySchema,
  sort: z.array(sortTermSchema).optional(),
  pagination: paginationSchema.optional(),
});
export type EstateSearchBody = z.infer<typeof estateSearchBodySchema>;

export const groupKeySchema = z.enum(groupKeys);

export const listingNodeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estates'),
    query: estateQuerySchema,
    collections: z.array(z.number().int()).optional(),
    groupOptions: z.array(groupKeySchema).optional(),
  }),
  z.object({ kind: z.literal('rentals') }),
]);
export type ListingNode = z.infer<typeof listingNodeSchema>;
export type EstateListingNode = Extract<ListingNode, { kind: 'estates' }>;
