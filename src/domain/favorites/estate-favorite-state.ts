import type { EstateGroup } from '@/content-api/schemas';
import { cardFacts } from '@/domain/search/card-facts';
import { statusBadges } from '@/domain/search/transaction-status';
import type { FavoriteState } from './saved-favorite';

/** The state a favourite remembers of an estate read from the content service. */
export function favoriteStateOf(estate: EstateGroup): FavoriteState {
  const facts = cardFacts(estate);
  return { price: facts.price, status: statusBadges[facts.status] };
}
