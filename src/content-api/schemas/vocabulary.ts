/*
 * The content service's fixed words and ids, as plain values without their zod schemas: the
 * browser's code (filters, cards, grouping) reads them, and must not carry the schema library
 * for it. The schemas build their enums from these same lists.
 */

export const estateStatuses = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const;
export type EstateStatus = (typeof estateStatuses)[number];

/** Head type ids as the service numbers them (ids 7, 9 and 10 exist in group orders only). */
export const headTypeIds = { HOUSE: 1, APARTMENT: 2, PLOT: 3, COMMERCIAL: 4, GARAGE: 5, PROJECT: 6 } as const;

/** Room type ids that are counted on cards and in the summary (spec §3). */
export const countedRoomIds = {
  bedroom: 1,
  bathroom: 5,
  garage: 6,
  terrace: 10,
  parking: 14,
  toilet: 16,
} as const;

/** A dotted path into the main record (children[0]) of an estate group, e.g. 'price.value'. */
export type IndexField = string;

/** The index fields the filter and sort keys of the site map to (spec §7). */
export const estateIndexFields = {
  country: 'address.country',
  city: 'address.city.id',
  cityName: 'address.city.name',
  price: 'price.value',
  headType: 'general.headType.id',
  transaction: 'general.transaction.id',
  subType: 'general.subType.id',
  bedrooms: 'general.bedroomCount',
  geoLocation: 'address.geoLocation',
  publicationDate: 'general.publicationDate',
  status: 'general.status',
  project: 'general.project',
} as const satisfies Record<string, IndexField>;

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** What a listing can be grouped by (spec §9). */
export const groupKeys = ['type', 'status', 'city', 'subtype', 'price'] as const;
export type GroupKey = (typeof groupKeys)[number];

/** Belgium's three regions, whose rules differ (registration duties). */
export const regions = ['flanders', 'wallonia', 'brussels'] as const;
export type Region = (typeof regions)[number];
