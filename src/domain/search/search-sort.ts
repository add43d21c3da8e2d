import {
  estateIndexFields,
  type EstateListingNode,
  type GroupKey,
  type IndexField,
  type SortTerm,
} from '@/content-api/schemas';
import { DEFAULT_SORT, HEAD_TYPE_GROUP_ORDER, STATUS_SECTION_ORDER } from './constants';
import { effectiveSort, type SearchFilters, type SortType } from './search-filters';

/** Sort types to index fields (spec §9, SPEC-NOTES); the service compares city names in Dutch. */
export const sortFields: Record<SortType, IndexField> = {
  price: estateIndexFields.price,
  city: estateIndexFields.cityName,
  date: estateIndexFields.publicationDate,
  type: estateIndexFields.subType,
};

/** No sort chosen: publication date, newest first; otherwise the chosen field in the chosen order. */
export function sortTermsFor(filters: Pick<SearchFilters, 'sortType' | 'sortOrder'>): SortTerm[] {
  if (filters.sortType === undefined && filters.sortOrder === undefined) return [...DEFAULT_SORT];
  const { sortType, sortOrder } = effectiveSort(filters);
  return [{ field: sortFields[sortType], direction: sortOrder }];
}

/**
 * The sort that keeps each group together, in the group order of spec §9, so that pages mostly
 * continue the sections of the page before (the listing still merges a group that comes back later).
 * Status sections are by the record's status, so the service sorts on it.
 */
export function groupSortTerm(group: GroupKey): SortTerm {
  switch (group) {
    case 'type':
      return { field: estateIndexFields.headType, direction: 'ASC', values: [...HEAD_TYPE_GROUP_ORDER] };
    case 'status':
      return { field: estateIndexFields.status, direction: 'ASC', values: [...STATUS_SECTION_ORDER] };
    case 'city':
      return { field: estateIndexFields.cityName, direction: 'ASC' };
    case 'subtype':
      return { field: estateIndexFields.subType, direction: 'ASC' };
    case 'price':
      return { field: estateIndexFields.price, direction: 'ASC' };
  }
}

/** The grouping in effect: the visitor's, provided the listing offers it (a node without options offers all). */
export function activeGroup(
  node: Pick<EstateListingNode, 'groupOptions'> | null | undefined,
  filters: Pick<SearchFilters, 'group'>,
): GroupKey | undefined {
  const group = filters.group;
  if (!group) return undefined;
  const offered = node?.groupOptions;
  return !offered || offered.includes(group) ? group : undefined;
}
