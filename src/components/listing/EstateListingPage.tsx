import { getTranslations } from 'next-intl/server';
import { PageBlocks } from '@/components/blocks/PageBlocks';
import { mapTileProps } from '@/components/map/map-props';
import { localize, type EstateListingNode, type Page } from '@/content-api/schemas';
import { serializeFilters, type SearchParamsInput } from '@/domain/search';
import { IslandMessages } from '@/i18n/IslandMessages';
import type { Locale } from '@/i18n/locales';
import { loadListing } from '@/server/listing/load-listing';
import { ValuationCallToAction } from '@/components/valuation/ValuationCallToAction';
import { EstateResultCards } from './EstateResultCards';
import { EstateResultsList } from './EstateResultsList';
import { FilterBar } from './FilterBar';
import { ListingMap } from './ListingMap';
import { ListingNavigation } from './ListingNavigation';
import { ListingState } from './ListingState';
import { ListingToolbar } from './ListingToolbar';
import styles from './EstateListingPage.module.css';

type Props = {
  page: Page;
  node: EstateListingNode;
  locale: Locale;
  /** The page's path segments, e.g. ['te-koop']. */
  path: string[];
  searchParams: SearchParamsInput;
};

/** The texts the listing's islands read; the map's only travel with the map view. */
const LISTING_NAMESPACES = [
  'EstateFilters',
  'GeoRange',
  'Listing',
  'EstateCard',
  'PriceDrop',
  'FavoriteButton',
  'CompareToggle',
] as const;

/**
 * A listing node of the CMS (spec §3): the page's title and text, the filter bar, the result count
 * with sort, grouping and view controls, then the first page of cards (and the map in the map view).
 */
export async function EstateListingPage({ page, node, locale, path, searchParams }: Props) {
  const data = await loadListing(node, searchParams, locale);
  const { filters, firstPage, markers } = data;
  const query = serializeFilters(filters).toString();
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const failed = firstPage.error !== undefined;
  const initialPage = { total: firstPage.total, estates: firstPage.estates, sections: firstPage.sections };

  const results = failed ? (
    <ListingState kind="error" locale={locale} path={path} filters={filters} />
  ) : firstPage.total === 0 ? (
    <ListingState kind="empty" locale={locale} path={path} filters={filters} />
  ) : (
    <EstateResultsList
      key={query}
      locale={locale}
      nodePath={`/${path.join('/')}`}
      query={query}
      initialPage={initialPage}
      firstCards={<EstateResultCards pages={[initialPage]} locale={locale} />}
    />
  );

  return (
    <div className={styles.listing}>
      <header className={`container ${styles.header}`}>
        <h1>{localize(page.title, locale)}</h1>
      </header>
      <PageBlocks blocks={page.blocks} locale={locale} />
      <IslandMessages namespaces={markers ? [...LISTING_NAMESPACES, 'EstateMap'] : LISTING_NAMESPACES}>
        <ListingNavigation path={path} filters={filters}>
          <div className="container">
            <FilterBar locale={locale} options={data.options} total={firstPage.total} />
            <ListingToolbar
              locale={locale}
              resultCount={failed ? '' : t('resultCount', { count: firstPage.total })}
              groupOptions={data.groupOptions}
            />
          </div>
          {markers ? (
            <div className={styles.split}>
              <div className={styles.splitList}>{results}</div>
              <div className={styles.splitMap}>
                <h2 className="visually-hidden">{t('mapHeading')}</h2>
                <ListingMap markers={markers} className={styles.map} {...mapTileProps()} />
              </div>
            </div>
          ) : (
            <div className="container">{results}</div>
          )}
        </ListingNavigation>
      </IslandMessages>
      {/* For owners, under the results so it never stands between a visitor and them. */}
      <div className="container">
        <ValuationCallToAction locale={locale} />
      </div>
    </div>
  );
}
