import { z } from 'zod';
import { isoDateSchema, localizedStringSchema } from './common';
import { optionalCode, optionalNumber, optionalTextInLanguages, optionalYesNo } from './fields';

/** Comfort answers; the yes/no ones carry a description, the others are enumeration codes. */
export const estateComfortSchema = z.object({
  garden: optionalYesNo,
  pets: optionalYesNo,
  glazing: optionalYesNo,
  shutters: optionalYesNo,
  tennisCourt: optionalYesNo,
  heating: optionalYesNo,
  swimmingPool: optionalYesNo,
  heatingType: optionalCode,
  commonHeating: optionalCode,
  kitchenType: optionalCode,
  bathroomType: optionalCode,
  carpentry: optionalCode,
  windowGlazing: optionalCode,
  roofType: optionalCode,
  luxuryLevel: optionalCode,
  gardenType: optionalCode,
  meterType: optionalCode,
  commonMeter: optionalCode,
});
export type EstateComfort = z.infer<typeof estateComfortSchema>;

/** The electrical installation certificate: a yes/no answer plus its conformity code (VALID, INVALID). */
export const electricityCertificateSchema = z.object({
  value: z.boolean().nullable(),
  conformity: optionalCode,
  description: optionalTextInLanguages,
});
export const estateCertificatesSchema = z.object({ electricity: electricityCertificateSchema.nullish() });

export const estateFinancialSchema = z.object({
  /** Sold under VAT: price, land price, infrastructure price and notary costs are hidden. */
  vatRegime: z.boolean(),
  /** 6, 12 or 21 (percent). */
  vatRate: optionalNumber,
  notaryCostTotal: optionalNumber,
  /** Public sale (notary auction) fields. */
  settingPrice: optionalNumber,
  sessionDate: isoDateSchema.nullish(),
});
export type EstateFinancial = z.infer<typeof estateFinancialSchema>;

export const virtualVisitSchema = z.object({ typeId: z.number().int(), link: z.string().min(1) });
export const estateFileSchema = z.object({
  type: z.string(),
  link: z.string().min(1),
  comment: optionalTextInLanguages,
});

/**
 * Agency-defined fields: 'TEXT' and 'BIGTEXT' hold text, a localized one in value_lang_string; a value
 * of another type means something only with the field's name, which the agency gives in `label`.
 */
export const extraFieldSchema = z.object({
  extra_field_autoid: z.number().int(),
  type: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  value_lang_string: localizedStringSchema.nullish(),
  label: optionalTextInLanguages,
});
export type ExtraField = z.infer<typeof extraFieldSchema>;

export const estateCollectionRefSchema = z.object({ estate_collection_id: z.number().int() });
