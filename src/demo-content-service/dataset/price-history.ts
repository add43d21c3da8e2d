import type { EarlierPrice } from '@/content-api/schemas';
import { createRandom, seedFrom } from '../random';
import { isoDay } from './dates';
import type { EstateFacts } from './estate-facts';
import { rentalStatuses } from './transactions';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATA_EPOCH = Date.UTC(2026, 0, 1);

/** About one estate in four has had its price changed since it was published. */
const CHANGED_SHARE = 0.25;
/** Of those, most were lowered (a price drop shows), the rest raised (nothing shows). */
const LOWERED_SHARE = 0.8;
/** Estates published after this day (from the data's epoch) are too recent to have changed. */
const LAST_PUBLICATION_WITH_CHANGES = 280;

function daysFromEpoch(isoDate: string): number {
  return Math.floor((Date.parse(isoDate) - DATA_EPOCH) / DAY_MS);
}

/**
 * The prices an estate was asked at before its current one, as an agency's CRM keeps them: one or
 * two changes in the weeks after publication, each a few percent, rounded as asking prices are. Its
 * own random stream, so the rest of the estate is drawn exactly as before.
 */
export function buildPriceHistory(facts: EstateFacts): EarlierPrice[] | null {
  const random = createRandom(seedFrom('price-history', facts.id));
  let day = daysFromEpoch(facts.publicationDate);
  if (!random.chance(CHANGED_SHARE) || day > LAST_PUBLICATION_WITH_CHANGES) return null;
  const rental = rentalStatuses.includes(facts.status);
  const step = rental ? 25 : 5_000;
  const lowered = random.chance(LOWERED_SHARE);
  const changes = random.int(1, 2);
  let later = facts.price;
  const history: EarlierPrice[] = [];
  for (let index = 0; index < changes; index++) {
    // Walking back from the current price: each earlier one higher when the price went down.
    const factor = 1 + random.float(0.03, 0.09, 3);
    const earlier = lowered || index > 0 ? later * factor : later / factor;
    later = Math.max(step, Math.round(earlier / step) * step);
    history.unshift({ value: later, until: '' });
  }
  for (const entry of history) {
    day += random.int(14, 45);
    entry.until = isoDay(day);
  }
  return history;
}
