/*
 * How a result list pages (spec §4, estate list): the first page comes with the page, "load more"
 * appends the next one from an offset, and the total comes with every answer. The estate and the
 * rental lists page by these rules.
 */

/** How many results the loaded pages hold, as the service counted them (duplicates included). */
export function loadedCount<Page>(
  pages: readonly Page[],
  resultsOf: (page: Page) => readonly unknown[],
): number {
  return pages.reduce((count, page) => count + resultsOf(page).length, 0);
}

/** More pages are available while fewer results are loaded than the search counted. */
export function hasMorePages(loaded: number, total: number): boolean {
  return loaded < total;
}

/**
 * Where the next page starts: after the results already loaded. None once every result is loaded, or
 * when the last page came back empty: the offer shrank meanwhile, and asking again would never end.
 */
export function nextPageOffset(loaded: number, total: number, lastPageSize: number): number | undefined {
  return hasMorePages(loaded, total) && lastPageSize > 0 ? loaded : undefined;
}
