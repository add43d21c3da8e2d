import { z } from 'zod';
import { isoDateSchema, localizedStringSchema, textInLanguagesSchema } from './common';
import {
  optionalCode,
  optionalFlag,
  optionalNumber,
  optionalText,
  optionalTextInLanguages,
  optionalYesNo,
} from './fields';
import { estateStatuses } from './vocabulary';

export const estateStatusSchema = z.enum(estateStatuses);

export const headTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const namedByLanguageSchema = z.object({ id: z.number().int(), name: localizedStringSchema });

export const stickerSchema = z.object({
  id: z.number().int(),
  name: localizedStringSchema,
  color: optionalText,
  colorText: optionalText,
});
export type Sticker = z.infer<typeof stickerSchema>;

/**
 * Planning ("stedenbouwkundige informatie") answers. Codes such as 'YES', 'NO', 'PENDING', 'BEFORE_1962'
 * for the questions; zone codes such as 'WG' for the destination; score letters for flooding.
 */
const planningFields = {
  townPlanningValue: optionalCode,
  townPlanningViolation: optionalCode,
  buildingLicense: optionalCode,
  allocationLicense: optionalCode,
  presaleRight: optionalCode,
  certificateAsBuilt: optionalCode,
  heritageProtected: optionalCode,
  heritageInventoried: optionalCode,
  renovationObligation: optionalCode,
  floodingBuildingScore: optionalCode,
  floodingParcelScore: optionalCode,
  asbestosInventory: optionalCode,
  asbestosCertificate: optionalCode,
  /** Yes/no planning questions with an explanation. */
  permission: optionalYesNo,
  proceeding: optionalYesNo,
  destination: optionalYesNo,
  provision: optionalYesNo,
  priorityPurchase: optionalYesNo,
};

export const estateGeneralSchema = z.object({
  id: z.number().int(),
  /** Present only on records of data source one; decides which transaction ids mean what. */
  guid: optionalText,
  project: optionalFlag,
  /** On a project unit: the id of its project. */
  parentId: optionalNumber,
  title: textInLanguagesSchema,
  description: optionalTextInLanguages,
  shortDescription: optionalTextInLanguages,
  architectName: optionalText,
  headType: headTypeSchema,
  subType: namedByLanguageSchema.nullish(),
  transaction: namedByLanguageSchema,
  status: estateStatusSchema,
  /** Floor level of a project unit, and the id of that floor. */
  floor: optionalNumber,
  floorId: optionalNumber,
  entityNumber: optionalText,
  reference: optionalText,
  buildingName: optionalText,
  sticker: stickerSchema.nullish(),
  publicationDate: isoDateSchema,
  bedroomCount: optionalNumber,
  constructionValue: optionalNumber,
  petsAllowed: optionalFlag,
  tax: optionalNumber,
  registrationCost: optionalNumber,
  /** Notary fees; the service spells the key this way. */
  notarySalery: optionalNumber,
  ...planningFields,
});
export type EstateGeneral = z.infer<typeof estateGeneralSchema>;
