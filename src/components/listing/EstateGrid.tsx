import type { ReactNode } from 'react';
import { photoLoadingAt } from '@/components/cards/ListingCard';
import { EstateCard } from './EstateCard';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import styles from './EstateGrid.module.css';

type Props = {
  estates: EstateCardModel[];
  /** The favourite toggle of a card, given the card (a favourite remembers its price and status). */
  favorite?: (estate: EstateCardModel) => ReactNode;
  /** Whether the grid is the first thing in view, so its first photo leads the page's load. */
  leadsPage?: boolean;
  /** The card whose link takes the focus when it appears (the first one "load more" brought). */
  focusEstateId?: number;
};

/** Moves the focus to a card's link as soon as the card is in the page. */
function focusLink(item: HTMLLIElement | null) {
  item?.querySelector<HTMLElement>('a')?.focus();
}

/**
 * Cards in a responsive grid: one column on phones, two on tablets, three on wide screens. Columns
 * follow the room the grid has, not the screen, so the same grid fits beside the map.
 */
export function EstateGrid({ estates, favorite, leadsPage = false, focusEstateId }: Props) {
  return (
    <div className={styles.frame}>
      <ul className={styles.grid}>
        {estates.map((estate, index) => (
          <li key={estate.id} ref={estate.id === focusEstateId ? focusLink : undefined}>
            <EstateCard
              estate={estate}
              favorite={favorite?.(estate)}
              photoLoading={photoLoadingAt(index, leadsPage)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
