'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { loadedCount, nextPageOffset } from '@/domain/search/result-paging';

type Options<Page> = {
  /** What the pages are of: the list's language, path and filters. */
  queryKey: readonly unknown[];
  /** The server-rendered first page. */
  initialPage: Page;
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Page>;
  resultsOf: (page: Page) => readonly unknown[];
  totalOf: (page: Page) => number;
};

/**
 * The pages of a result list with "load more" (spec §4): the server's first page, then each next page
 * from the offset after the results loaded so far. Needs a ResultPagesProvider above it.
 */
export function useResultPages<Page>({
  queryKey,
  initialPage,
  fetchPage,
  resultsOf,
  totalOf,
}: Options<Page>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    initialData: { pages: [initialPage], pageParams: [0] },
    getNextPageParam: (last, pages) =>
      nextPageOffset(loadedCount(pages, resultsOf), totalOf(last), resultsOf(last).length),
  });
  const pages = query.data.pages;
  return {
    pages,
    /** The total of the latest answer: the offer may have changed since the first page. */
    total: totalOf(pages.at(-1) ?? initialPage),
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
  };
}
