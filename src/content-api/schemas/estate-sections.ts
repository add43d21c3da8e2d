import { z } from 'zod';
import { geoPointSchema, isoDateSchema, localizedStringSchema } from './common';
import { optionalCode, optionalFlag, optionalNumber, optionalText, optionalTextInLanguages } from './fields';
import { regions } from './vocabulary';

export const estatePriceSchema = z.object({
  value: optionalNumber,
  totalPrice: optionalNumber,
  /** "Price from": the value is a starting price. */
  priceFrom: optionalFlag,
  groundValue: optionalNumber,
  infrastructureValue: optionalNumber,
  furnitureValue: optionalNumber,
  constructionValue: optionalNumber,
  deposit: optionalNumber,
  /** Rent period code, e.g. 'MONTH'. */
  period: optionalCode,
});
export type EstatePrice = z.infer<typeof estatePriceSchema>;

export const regionSchema = z.enum(regions);

export const estateCitySchema = z.object({
  id: z.number().int(),
  name: localizedStringSchema,
  zip: z.string(),
  alias: localizedStringSchema.nullish(),
});

export const estateAddressSchema = z.object({
  /** When false the agency hides the address: show the city only. */
  visible: z.boolean(),
  street_address: optionalText,
  street: localizedStringSchema.nullish(),
  number: optionalText,
  box: optionalText,
  city: estateCitySchema,
  zip: optionalText,
  region: regionSchema.nullish(),
  /** ISO country code; 'UK' for the United Kingdom. */
  country: z.string().min(2),
  geoLocation: geoPointSchema.nullish(),
});
export type EstateAddress = z.infer<typeof estateAddressSchema>;

export const estatePictureSchema = z.object({
  file: z.string().min(1),
  thumbnail: optionalText,
  index: z.number().int(),
});
export type EstatePicture = z.infer<typeof estatePictureSchema>;

export const layoutRoomSchema = z.object({
  id: z.number().int(),
  /** A custom room's own name ('Wijnkelder'), plain or by language. */
  name: optionalTextInLanguages,
  surface: optionalNumber,
  comment: optionalTextInLanguages,
  common: optionalFlag,
});
export const estateLayoutSchema = z.object({ rooms: z.array(layoutRoomSchema) });

export const floorRoomSchema = z.object({
  id: z.number().int(),
  count: optionalNumber,
  surface: optionalNumber,
  comment: optionalTextInLanguages,
  common: optionalFlag,
  sort: optionalNumber,
});
export const estateFloorSchema = z.object({ floor: z.number().int(), rooms: z.array(floorRoomSchema) });
export type EstateFloor = z.infer<typeof estateFloorSchema>;

const energyFields = {
  epcValue: optionalNumber,
  epcValueTotal: optionalNumber,
  epbReference: optionalText,
  epcReference: optionalText,
  energyLabel: optionalCode,
  customEpcLabel: optionalText,
  eLevel: optionalNumber,
  kLevel: optionalNumber,
  co2: optionalNumber,
};
export const energyValuesSchema = z.object(energyFields);
export const estateEnergySchema = z.object({ ...energyFields, shared: energyValuesSchema.nullish() });
export type EstateEnergy = z.infer<typeof estateEnergySchema>;

export const estateTechnicalSchema = z.object({
  constructionYear: optionalNumber,
  renovationYear: optionalNumber,
  buildingType: optionalCode,
  condition: optionalCode,
  newBuilding: optionalFlag,
  /** Free-on code (IMMEDIATE, DEED, …) and, when known, the date. */
  available: optionalCode,
  availableDate: isoDateSchema.nullish(),
  furniture: optionalFlag,
  petsAllowed: optionalFlag,
  monthlyCost: optionalNumber,
  directionGarden: optionalCode,
  oLevelSensitivity: optionalTextInLanguages,
  oLevelZone: optionalText,
  certificateConformity: optionalCode,
  certificateElectricity: optionalCode,
  elevator: optionalFlag,
  /** Tank capacities in litres. */
  fuelTankCapacity: optionalNumber,
  rainwaterTankCapacity: optionalNumber,
  /** Walking distances in metres to the nearest stop, shops and school. */
  distancePublicTransport: optionalNumber,
  distanceShops: optionalNumber,
  distanceSchool: optionalNumber,
});
export type EstateTechnical = z.infer<typeof estateTechnicalSchema>;

export const estateKiSchema = z.object({
  indexed: optionalNumber,
  nonIndexed: optionalNumber,
  communityTax: optionalNumber,
});

/** Surfaces in m² and sizes in m; -1 means unknown. */
export const estateDimensionsSchema = z.object({
  areaGround: optionalNumber,
  areaBuild: optionalNumber,
  areaBuildable: optionalNumber,
  widthHouse: optionalNumber,
  widthGround: optionalNumber,
  depthHouse: optionalNumber,
  depthGround: optionalNumber,
  depthGroundFloor: optionalNumber,
  depthFloor: optionalNumber,
  commentArea: optionalTextInLanguages,
});
export type EstateDimensions = z.infer<typeof estateDimensionsSchema>;

export const salesRepSchema = z.object({
  firstname: optionalText,
  lastname: optionalText,
  picture: optionalText,
  mobile: optionalText,
  phone: optionalText,
  email: optionalText,
  description: optionalTextInLanguages,
});
export type SalesRep = z.infer<typeof salesRepSchema>;
