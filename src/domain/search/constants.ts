import { estateStatuses, type EstateStatus, type SortTerm } from '@/content-api/schemas';

/** Estates per page of the gallery; further pages load with an offset (spec §9). */
export const PAGE_SIZE = 15;

/** View types as the search knows them (spec §2): the map asks for every match at once. */
export const VIEW_TYPES = { GALLERY: 0, MAP: 1 } as const;
export type ViewType = (typeof VIEW_TYPES)[keyof typeof VIEW_TYPES];
export const DEFAULT_VIEW_TYPE: ViewType = VIEW_TYPES.GALLERY;

/** The bedroom filter offers 1 to 5 exactly and one bucket for 6 or more (spec §9). */
export const LARGE_BEDROOM_BUCKET = 6;
export const LARGE_BEDROOM_OPTION = `${LARGE_BEDROOM_BUCKET}+` as const;

/** Section order when grouping by head type id (spec §9); ids not listed follow, by id. */
export const HEAD_TYPE_GROUP_ORDER: readonly number[] = [1, 3, 7, 2, 4, 6, 10, 5, 9];

/** The status ids of spec §9's order of status sections. */
export const STATUS_GROUP_ORDER: readonly number[] = [1, 3, 2, 4, 10, 5, 6];

/**
 * What those ids stand for, read by the transaction lists of spec §4: offers for sale (1, 3), offers
 * for rent (2, 4, 10), sold (5) and rented (6). Sections are by status, so ids that mean one status
 * give one section, where its first id stands.
 */
const STATUS_OF_GROUP_ID: Readonly<Record<number, EstateStatus>> = {
  1: 'FOR_SALE',
  3: 'FOR_SALE',
  2: 'TO_RENT',
  4: 'TO_RENT',
  10: 'TO_RENT',
  5: 'SOLD',
  6: 'RENTED',
};

/**
 * Section order when grouping by status: for sale, for rent, sold, rented (spec §9), then the
 * statuses no id of that order stands for, in the order of spec §3 (to take over, taken over).
 */
export const STATUS_SECTION_ORDER: readonly EstateStatus[] = [
  ...new Set([...STATUS_GROUP_ORDER.flatMap((id) => STATUS_OF_GROUP_ID[id] ?? []), ...estateStatuses]),
];

/** No sort chosen: newest publication first (spec §9). */
export const DEFAULT_SORT: readonly SortTerm[] = [{ field: 'general.publicationDate', direction: 'DESC' }];
