'use client';

import { ResultPagesProvider } from '@/components/result-pages/ResultPagesProvider';
import { EstateResultsList, type EstateResultsProps } from './EstateResultsList';

/** The listing's results island, with a query cache of its own. */
export function EstateResults(props: EstateResultsProps) {
  return (
    <ResultPagesProvider>
      <EstateResultsList {...props} />
    </ResultPagesProvider>
  );
}
