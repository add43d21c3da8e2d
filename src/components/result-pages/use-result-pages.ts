'use client';

import { useEffect, useRef, useState } from 'react';
import { loadedCount, nextPageOffset } from '@/domain/search/result-paging';

/** A page that fails is asked once more before the list shows the failure: mobile links blip. */
const ATTEMPTS = 2;

type Options<Page> = {
  /** The server-rendered first page. */
  initialPage: Page;
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Page>;
  resultsOf: (page: Page) => readonly unknown[];
  totalOf: (page: Page) => number;
};

type LoadState = 'idle' | 'loading' | 'failed';

/**
 * The pages of a result list with "load more" (spec §4): the server's first page, then each next page
 * from the offset after the results loaded so far. The pages live and die with the island: a new
 * filter set mounts a new one (keyed by the URL) with the server's first page.
 */
export function useResultPages<Page>({ initialPage, fetchPage, resultsOf, totalOf }: Options<Page>) {
  const [pages, setPages] = useState<Page[]>([initialPage]);
  const [state, setState] = useState<LoadState>('idle');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const last = pages.at(-1) ?? initialPage;
  const nextOffset = nextPageOffset(loadedCount(pages, resultsOf), totalOf(last), resultsOf(last).length);

  async function loadMore() {
    if (nextOffset === undefined || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState('loading');
    for (let attempt = 1; attempt <= ATTEMPTS && !controller.signal.aborted; attempt++) {
      try {
        const page = await fetchPage(nextOffset, controller.signal);
        if (controller.signal.aborted) return;
        setPages((loaded) => [...loaded, page]);
        setState('idle');
        running.current = null;
        return;
      } catch {
        // asked again below, or shown as failed
      }
    }
    if (controller.signal.aborted) return;
    setState('failed');
    running.current = null;
  }

  return {
    pages,
    /** The total of the latest answer: the offer may have changed since the first page. */
    total: totalOf(last),
    hasMore: nextOffset !== undefined,
    isLoadingMore: state === 'loading',
    loadMoreFailed: state === 'failed',
    loadMore: () => void loadMore(),
  };
}
