'use client';

import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EstateResultsList, type EstateResultsProps } from './EstateResultsList';

/**
 * The listing's results island. Its query cache lives and dies with it: a new filter set mounts a
 * new island (keyed by the URL) with the server's first page as its data.
 */
export function EstateResults(props: EstateResultsProps) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // The server's first page is fresh by definition; pages are only ever fetched on request.
          queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: 1 },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <EstateResultsList {...props} />
    </QueryClientProvider>
  );
}
