import { useEffect, useState } from 'react';
import { EstateGoneError, fetchFavoriteEstate } from '@/components/favorites/favorite-estate-request';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import type { Locale } from '@/i18n/locales';
import { forgetVisit } from './recent-store';
import { visitKey } from './recent-visits';

/** A card, or 'failed' when it could not be loaded this time (it stays remembered for the next page). */
export type CardState = EstateCardModel | 'failed';

/**
 * The cards of the remembered estates, each asked once from the site's estate endpoint in the page's
 * language. An estate that is no longer online is forgotten: the list has nothing to show of it.
 */
export function useEstateCards(locale: Locale, estateIds: readonly number[]): ReadonlyMap<number, CardState> {
  const [cards, setCards] = useState<ReadonlyMap<number, CardState>>(new Map());
  const missing = estateIds.filter((id) => !cards.has(id));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    const controller = new AbortController();
    for (const id of missingKey.split(',').map(Number)) {
      fetchFavoriteEstate(locale, id, controller.signal).then(
        (card) => setCards((known) => new Map(known).set(id, card)),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof EstateGoneError) forgetVisit(visitKey({ kind: 'estate', id }));
          else setCards((known) => new Map(known).set(id, 'failed'));
        },
      );
    }
    return () => controller.abort();
  }, [locale, missingKey]);

  return cards;
}
