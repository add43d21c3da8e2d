import { formatPrice } from '@/domain/estate/formats';
import type { FavoriteState } from '@/domain/favorites/saved-favorite';
import type { EstateCardModel } from '@/display/listing/estate-card-model';

/** What a favourite remembers of the estate a card shows: its price and status. */
export function cardFavoriteState(card: EstateCardModel): FavoriteState {
  const price = card.priceValue;
  return { price: typeof price === 'number' && price > 0 ? price : null, status: card.badge };
}

/**
 * An amount worded as the card words its price ('€ 950 per maand' for a rent), so a remembered
 * price reads like the one asked now; a plain amount when the card's price has no such words.
 */
export function formatLikeCardPrice(card: EstateCardModel, amount: number): string {
  const own = typeof card.priceValue === 'number' ? formatPrice(card.priceValue) : null;
  if (!card.price || !own || !card.price.includes(own)) return formatPrice(amount);
  return card.price.replace(own, formatPrice(amount));
}
