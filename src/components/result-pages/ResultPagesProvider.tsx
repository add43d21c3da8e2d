'use client';

import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * The query cache of one results island: it lives and dies with the island. A new filter set mounts a
 * new island (keyed by the URL) with the server's first page as its data.
 */
export function ResultPagesProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // The server's first page is fresh by definition; pages are only ever fetched on request.
          queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: 1 },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
