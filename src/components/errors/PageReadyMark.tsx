'use client';

import { useEffect } from 'react';

/**
 * Tells the chunk watcher (chunk-failure-script.ts) that React has hydrated the page: from then on, a
 * chunk that fails is shown by the code that asked for it, in its own place, not by the page's notice.
 */
export function PageReadyMark() {
  useEffect(() => {
    window.__chunkFailurePageReady?.();
  }, []);
  return null;
}
