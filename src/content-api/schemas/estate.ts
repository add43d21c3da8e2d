import { z } from 'zod';
import { idSchema, localizedStringSchema, searchResultSchema, videoSchema } from './common';
import { estateGeneralSchema } from './estate-general';
import {
  estateAddressSchema,
  estateDimensionsSchema,
  estateEnergySchema,
  estateFloorSchema,
  estateKiSchema,
  estateLayoutSchema,
  estatePictureSchema,
  estatePriceSchema,
  estateTechnicalSchema,
  salesRepSchema,
} from './estate-sections';
import {
  estateCertificatesSchema,
  estateCollectionRefSchema,
  estateComfortSchema,
  estateFileSchema,
  estateFinancialSchema,
  extraFieldSchema,
  virtualVisitSchema,
} from './estate-extras';
import { listingNodeSchema } from './estate-query';
import { priceHistorySchema } from './estate-price-history';

/** One record of an estate group: every section but `general` may be absent. */
export const estateRecordSchema = z.object({
  general: estateGeneralSchema,
  price: estatePriceSchema.nullish(),
  /** Earlier asking prices, when the service keeps them (`estate-price-history.ts`). */
  priceHistory: priceHistorySchema.optional(),
  address: estateAddressSchema.nullish(),
  pictures: z.array(estatePictureSchema).nullish(),
  layout: estateLayoutSchema.nullish(),
  floors: z.array(estateFloorSchema).nullish(),
  energy: estateEnergySchema.nullish(),
  technical: estateTechnicalSchema.nullish(),
  comfort: estateComfortSchema.nullish(),
  ki: estateKiSchema.nullish(),
  dimensions: estateDimensionsSchema.nullish(),
  salesRep: salesRepSchema.nullish(),
  videos: z.array(videoSchema).nullish(),
  virtualVisits: z.array(virtualVisitSchema).nullish(),
  files: z.array(estateFileSchema).nullish(),
  environments: z.array(z.string()).nullish(),
  facilities: z.array(z.string()).nullish(),
  technicalBuildCriteria: z.array(z.string()).nullish(),
  rentalOptions: z.array(z.string()).nullish(),
  certificates: estateCertificatesSchema.nullish(),
  financial: estateFinancialSchema.nullish(),
  extraFields: z.array(extraFieldSchema).nullish(),
  estate_collections: z.array(estateCollectionRefSchema).nullish(),
});
export type EstateRecord = z.infer<typeof estateRecordSchema>;

/**
 * An estate as the service groups it: children[0] is the main record. For a project that record has
 * general.project = true and the other children are its units (general.parentId = the project id).
 */
export const estateGroupSchema = z.object({
  id: z.number().int(),
  children: z.array(estateRecordSchema).min(1),
});
export type EstateGroup = z.infer<typeof estateGroupSchema>;

export const estateSearchResultSchema = searchResultSchema(estateGroupSchema);
export type EstateSearchResult = z.infer<typeof estateSearchResultSchema>;

export const estateContactInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  office: z.string().nullish(),
});
export type EstateContactInfo = z.infer<typeof estateContactInfoSchema>;

export const estateCollectionSchema = z.object({
  id: z.number().int(),
  name: localizedStringSchema,
  description: localizedStringSchema.nullish(),
});
export type EstateCollection = z.infer<typeof estateCollectionSchema>;

/** A landing page for a transaction in a city (e.g. te-koop / gent) with its listing. */
export const estatePageSchema = z.object({
  id: idSchema,
  title: localizedStringSchema,
  text: localizedStringSchema,
  node: listingNodeSchema,
});
export type EstatePage = z.infer<typeof estatePageSchema>;
