'use client';
import { ResultPagesProvider } from '@/components/result-pages/ResultPagesProvider';
import type { Locale } from '@/i18n/locales';
import type { RentalCardModel } from '@/display/rental/rental-card-model';
import { RentalResultsList } from './RentalResultsList';

export type RentalResultsProps = {
  initialCards: RentalCardModel[];
  total: number;
  /** The filters of the URL, as the query "load more" repeats. */
  query: string;
  /** The language of the JSON endpoint that serves further pages. */
  locale: Locale;
};

/** The rental listing's results island, paged like the estate list, with a query cache of its own. */
export function RentalResults(props: RentalResultsProps) {
  return (
    <ResultPagesProvider>
      <RentalResultsList {...props} />
    </ResultPagesProvider>
  );
}
