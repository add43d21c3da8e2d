'use client';

import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FavoritesAlertForm } from './FavoritesAlertForm';
import { FavoritesList, type FavoritesListProps } from './FavoritesList';
import { useFavorites } from './favorites-store';
import { useHydrated } from './use-hydrated';

type Props = FavoritesListProps & {
  /** The configured reCAPTCHA site key of the "mail me about changes" form. */
  recaptchaSiteKey?: string;
};

/**
 * The favorites island with its own query cache (saved estates load in the browser only), and the
 * form to be mailed about their changes once there is something to follow.
 */
export function FavoritesView({ recaptchaSiteKey, ...listProps }: Props) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  const hydrated = useHydrated();
  const count = useFavorites().length;
  const following = hydrated && count > 0;
  return (
    <QueryClientProvider client={queryClient}>
      <FavoritesList {...listProps} />
      {following && <FavoritesAlertForm locale={listProps.locale} recaptchaSiteKey={recaptchaSiteKey} />}
    </QueryClientProvider>
  );
}
