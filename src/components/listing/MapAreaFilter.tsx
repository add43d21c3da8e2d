'use client';

import { useTranslations } from 'next-intl';
import { withMapArea } from '@/domain/search/filter-state';
import { parseMapBounds } from '@/domain/search/map-bounds';
import { useListingNavigation } from './ListingNavigation';
import styles from './MapAreaFilter.module.css';

/**
 * The map area the visitor searched, as a chip in the filter bar: on every screen size and in the
 * gallery too, since the area narrows the list wherever it is shown. Its button removes the area.
 */
export function MapAreaFilter() {
  const t = useTranslations('EstateFilters');
  const { filters, navigate } = useListingNavigation();
  if (!parseMapBounds(filters.bounds)) return null;
  return (
    <p className={styles.chip}>
      <span>{t('mapArea')}</span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('removeMapArea')}
        onClick={() => navigate(withMapArea(filters, null))}
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
