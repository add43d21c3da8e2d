import type { EarlierPrice, EstateRecord } from '@/content-api/schemas';
import { estateStatus } from './transaction-status';

/** A price the agency lowered: the one asked before and the one asked now. */
export interface PriceReduction {
  previous: number;
  current: number;
  /** The day the lower price replaced the previous one ('YYYY-MM-DD'). */
  since: string;
}

const closedStatuses = new Set(['SOLD', 'RENTED', 'TAKEN_OVER']);

/** The most recent earlier price: the history may come in any order. */
function latestEarlierPrice(history: readonly EarlierPrice[]): EarlierPrice | null {
  let latest: EarlierPrice | null = null;
  for (const entry of history) if (!latest || entry.until > latest.until) latest = entry;
  return latest;
}

/**
 * "Price lowered" when the price asked before the current one was higher. Only for an estate still
 * on offer with a public price: a sold estate's old price news is no offer, and a price the agency
 * does not publish (on request, under VAT) cannot have been lowered as far as a visitor can see.
 */
export function priceReduction(record: EstateRecord): PriceReduction | null {
  const current = record.price?.value;
  if (typeof current !== 'number' || !(current > 0)) return null;
  if (closedStatuses.has(estateStatus(record))) return null;
  const latest = latestEarlierPrice(record.priceHistory ?? []);
  if (!latest || latest.value <= current) return null;
  return { previous: latest.value, current, since: latest.until.slice(0, 10) };
}
