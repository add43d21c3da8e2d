'use client';

import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FavoritesList, type FavoritesListProps } from './FavoritesList';

/** The favorites island with its own query cache: saved estates load in the browser only. */
export function FavoritesView(props: FavoritesListProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <FavoritesList {...props} />
    </QueryClientProvider>
  );
}
