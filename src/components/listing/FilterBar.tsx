'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { FilterFields } from './FilterFields';
import { splitComponent } from '@/components/on-demand/split-component';
import { selectionCount, withoutSelection } from '@/display/listing/filter-selection';
import type { FilterOptions } from '@/display/listing/listing-types';
import { useListingNavigation } from './ListingNavigation';
import styles from './FilterBar.module.css';

type Props = {
  locale: Locale;
  options: FilterOptions;
  /** How many estates the current filters find, for the sheet's "show N results". */
  total: number;
};

// Only a listing narrowed to a map area shows its chip: the chip's code loads with such a listing.
const MapAreaFilter = splitComponent(() => import('./MapAreaFilter').then((module) => module.MapAreaFilter));

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

/** A modal sheet keeps Tab within itself: past the last control comes the first again. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const items = [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (item) => item.offsetParent !== null,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The filters of a listing: a bar above the results on wide screens, a full-screen sheet with a
 * sticky "show N results" button on small ones. Every change applies at once through the URL, so the
 * count on that button is always the count of what lies behind the sheet.
 */
export function FilterBar({ locale, options, total }: Props) {
  const t = useTranslations('EstateFilters');
  const id = useId();
  const { filters, navigate, isPending } = useListingNavigation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!sheetOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSheetOpen(false);
      if (event.key === 'Tab' && panelRef.current) keepFocusInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    // The page behind a full-screen sheet must not scroll along.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [sheetOpen]);

  function closeSheet() {
    setSheetOpen(false);
    openerRef.current?.focus();
  }

  const active = selectionCount(filters);
  return (
    <div className={styles.bar}>
      <button
        ref={openerRef}
        type="button"
        className={`button button--ghost ${styles.opener}`}
        aria-expanded={sheetOpen}
        aria-controls={`${id}-panel`}
        onClick={() => setSheetOpen(true)}
      >
        {active > 0 ? t('openWithCount', { count: active }) : t('open')}
      </button>
      <section
        ref={panelRef}
        id={`${id}-panel`}
        className={styles.panel}
        data-open={sheetOpen ? 'true' : 'false'}
        aria-labelledby={`${id}-title`}
        {...(sheetOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <div className={styles.sheetHeader}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('label')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={closeSheet}
            aria-label={t('close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <FilterFields locale={locale} filters={filters} options={options} onChange={navigate} />
        {active > 0 && (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => navigate(withoutSelection(filters))}
          >
            {t('clear')}
          </button>
        )}
        <div className={styles.sheetFooter}>
          <button
            type="button"
            className={`button ${styles.showResults}`}
            onClick={closeSheet}
            aria-busy={isPending}
          >
            {t('showResults', { count: total })}
          </button>
        </div>
      </section>
      {filters.bounds && <MapAreaFilter />}
    </div>
  );
}
