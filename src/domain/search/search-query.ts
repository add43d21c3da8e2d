import type {
  EstateFiltersBody,
  EstateListingNode,
  EstateQuery,
  EstateSearchBody,
} from '@/content-api/schemas';
import { DEFAULT_VIEW_TYPE, PAGE_SIZE, VIEW_TYPES, type ViewType } from './constants';
import { nodeCollectionIds } from './estate-match';
import { filtersToQuery } from './filter-query';
import { compactQuery, mergeQueries } from './query-merge';
import type { SearchFilters } from './search-filters';
import { activeGroup, groupSortTerm, sortTermsFor } from './search-sort';

export interface EstateSearchRequest {
  /** The listing the page shows; without one, the whole offer is searched. */
  node?: EstateListingNode | null;
  filters?: SearchFilters;
  /** Defaults to the filters' view, else the gallery. */
  viewType?: ViewType;
  /** How many estates are already shown: the next page starts there. */
  offset?: number;
}

/** The listing's own query, with the node's collections folded in. */
function nodeQuery(node: EstateListingNode | null | undefined): EstateQuery {
  if (!node) return {};
  return compactQuery({ ...node.query, collections: nodeCollectionIds(node) });
}

/** The query of a listing narrowed by the visitor's filters. */
export function buildEstateQuery(
  node: EstateListingNode | null | undefined,
  filters: SearchFilters,
): EstateQuery {
  return mergeQueries(nodeQuery(node), filtersToQuery(filters));
}

/**
 * The body of POST /estates (spec §7). The gallery asks for one page of PAGE_SIZE from the offset,
 * grouped then sorted; the map asks for every match, so its body is the query alone: no sort, no
 * group, no pagination.
 */
export function buildEstateSearchBody(request: EstateSearchRequest): EstateSearchBody {
  const filters = request.filters ?? {};
  const query = buildEstateQuery(request.node, filters);
  const viewType = request.viewType ?? filters.view ?? DEFAULT_VIEW_TYPE;
  if (viewType === VIEW_TYPES.MAP) return { query };
  const group = activeGroup(request.node, filters);
  const offset = request.offset ?? 0;
  const from = Number.isFinite(offset) ? Math.max(0, Math.trunc(offset)) : 0;
  return {
    query,
    sort: [...(group ? [groupSortTerm(group)] : []), ...sortTermsFor(filters)],
    pagination: { from, size: PAGE_SIZE },
  };
}

/** The body of POST /estate-filters: options for the listing under the current selection. */
export function buildEstateFiltersBody(
  request: Pick<EstateSearchRequest, 'node' | 'filters'>,
): EstateFiltersBody {
  return { query: buildEstateQuery(request.node, request.filters ?? {}) };
}
