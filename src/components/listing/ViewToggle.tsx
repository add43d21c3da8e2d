'use client';

import { VIEW_TYPES, type ViewType } from '@/domain/search/constants';
import { withChanges } from '@/domain/search/filter-state';
import { useListingNavigation } from './ListingNavigation';
import styles from './ListingControls.module.css';

type Props = { label: string; galleryLabel: string; mapLabel: string };

/** Gallery or map (spec §2): two buttons, the shown one pressed. */
export function ViewToggle({ label, galleryLabel, mapLabel }: Props) {
  const { filters, navigate } = useListingNavigation();
  const current = filters.view ?? VIEW_TYPES.GALLERY;
  const views: { view: ViewType; text: string }[] = [
    { view: VIEW_TYPES.GALLERY, text: galleryLabel },
    { view: VIEW_TYPES.MAP, text: mapLabel },
  ];
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      {views.map(({ view, text }) => (
        <button
          key={view}
          type="button"
          className={styles.toggleButton}
          aria-pressed={current === view}
          onClick={() => {
            if (current !== view) navigate(withChanges(filters, { view }));
          }}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
