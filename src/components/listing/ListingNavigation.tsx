'use client';

import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useOptimistic,
  useRef,
  useTransition,
  type ReactNode,
} from 'react';
import { withChangesOnto } from '@/domain/search/filter-state';
import type { SearchFilters } from '@/domain/search/search-filters';
import { useRouter } from '@/i18n/navigation';

type ListingNavigationValue = {
  /** The filters of the URL, or of the URL on its way while a navigation is pending. */
  filters: SearchFilters;
  /** True while the page for a new URL is on its way. */
  isPending: boolean;
  /** Shows the listing for other filters; the URL stays the single source of truth. */
  navigate: (filters: SearchFilters) => void;
};

const ListingNavigationContext = createContext<ListingNavigationValue | null>(null);

type Props = { path: string[]; filters: SearchFilters; children: ReactNode };

/**
 * Shares one transition between every control of a listing, so the results can show that they are
 * being replaced whichever control started it.
 */
export function ListingNavigation({ path, filters, children }: Props) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  // Controls show the visitor's choice at once, not the old URL's until the new page arrives: a
  // second change made meanwhile then builds on the first.
  const [shownFilters, showFilters] = useOptimistic(filters);
  // Changes made from the same shown filters before a render shows the first (fields the visitor set
  // before the page's code ran, applied together as they hydrate) build on one another.
  const lastNavigation = useRef<{ from: SearchFilters; to: SearchFilters } | null>(null);
  const navigate = useCallback(
    (next: SearchFilters) => {
      const previous = lastNavigation.current;
      const target =
        previous?.from === shownFilters ? withChangesOnto(previous.to, shownFilters, next) : next;
      lastNavigation.current = { from: shownFilters, to: target };
      startTransition(async () => {
        showFilters(target);
        // The URL writer carries the filter schemas: it loads with the first change, not with the page.
        const { listingHref } = await import('./listing-href');
        startTransition(() => router.push(listingHref(path, target), { scroll: false }));
      });
    },
    [path, router, showFilters, shownFilters],
  );
  const value = useMemo(
    () => ({ filters: shownFilters, isPending, navigate }),
    [shownFilters, isPending, navigate],
  );
  return <ListingNavigationContext value={value}>{children}</ListingNavigationContext>;
}

export function useListingNavigation(): ListingNavigationValue {
  const value = useContext(ListingNavigationContext);
  if (!value) throw new Error('useListingNavigation is used outside a ListingNavigation');
  return value;
}
