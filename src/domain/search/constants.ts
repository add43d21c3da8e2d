import type { SortTerm } from '@/content-api/schemas';

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

/** Section order when grouping by transaction id (spec §9); ids not listed follow, by id. */
export const STATUS_GROUP_ORDER: readonly number[] = [1, 3, 2, 4, 10, 5, 6];

/** No sort chosen: newest publication first (spec §9). */
export const DEFAULT_SORT: readonly SortTerm[] = [{ field: 'general.publicationDate', direction: 'DESC' }];
