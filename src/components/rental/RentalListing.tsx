import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/components/blocks/PageBlocks';
import { localize, type Page } from '@/content-api/schemas';
import type { SearchParamsInput } from '@/domain/search';
import { parseRentalFilters, serializeRentalFilters } from '@/domain/rental';
import { IslandMessages } from '@/i18n/IslandMessages';
import type { Locale } from '@/i18n/locales';
import { loadRentalListing, todayInBelgium } from '@/server/rental/rental-listing';
import { rentalFilterFields } from './rental-filter-fields';
import { RentalListingState } from './RentalListingState';
import { RentalResultsList, RentalSearchPanel } from './RentalListingIslands';
import styles from './RentalListing.module.css';

type Props = { page: Page; locale: Locale; searchParams: SearchParamsInput };

/** A holiday-rental listing node: filters from the URL, the first page rendered here, then "load more". */
export async function RentalListing({ page, locale, searchParams }: Props) {
  const filters = parseRentalFilters(searchParams);
  const query = serializeRentalFilters(filters).toString();
  const [listing, t, tResults] = await Promise.all([
    loadRentalListing(filters, locale, todayInBelgium()),
    getTranslations({ locale, namespace: 'RentalListing' }),
    getTranslations({ locale, namespace: 'RentalResults' }),
  ]);
  const heroCarriesTitle = page.blocks[0]?.type === 'hero';

  return (
    <article>
      {!heroCarriesTitle && (
        <header className={`container ${styles.header}`}>
          <h1>{localize(page.title, locale)}</h1>
        </header>
      )}
      <PageBlocks blocks={page.blocks} locale={locale} headingLevel={heroCarriesTitle ? 'h1' : 'h2'} />
      <section className={`container ${styles.listing}`} aria-label={tResults('resultsLabel')}>
        <IslandMessages namespaces={['RentalFilters', 'RentalResults', 'RentalCard']}>
          <RentalSearchPanel fields={rentalFilterFields(filters, listing.choices)}>
            {/* A failed search has no count to give: its state says what happened instead. */}
            {!listing.failed && (
              <h2 id="rental-count" className={styles.count}>
                {t('resultCount', { count: listing.total })}
              </h2>
            )}
            {listing.failed || listing.total === 0 ? (
              <RentalListingState
                kind={listing.failed ? 'error' : 'empty'}
                locale={locale}
                page={page}
                query={query}
              />
            ) : (
              <RentalResultsList
                key={query}
                initialCards={listing.cards}
                total={listing.total}
                query={query}
                locale={locale}
              />
            )}
          </RentalSearchPanel>
        </IslandMessages>
      </section>
    </article>
  );
}
