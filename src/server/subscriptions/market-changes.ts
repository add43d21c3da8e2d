import type { EstateGroup, EstateStatus } from '@/content-api/schemas';
import { estateStatus, mainRecord } from '@/domain/search';
import type { AlertKind } from '@/domain/subscriptions/alert-preferences';

/** What the alerts remember of an estate between runs. */
export interface MarketState {
  /** The public asking price or rent; null when none is shown (on request, VAT regime). */
  price: number | null;
  status: EstateStatus;
}

/** A change worth a mail: the kinds of alert-preferences that stand for a change. */
export type MarketChangeKind = Exclude<AlertKind, 'newEstates'>;

export interface MarketChange {
  kind: MarketChangeKind;
  oldPrice: number | null;
  newPrice: number | null;
  /** The status after the change; null: no longer online. */
  status: EstateStatus | null;
}

/** Sold, rented or taken over (spec §4, through the status a visitor sees): off the market. */
const offMarketStatuses: readonly EstateStatus[] = ['SOLD', 'RENTED', 'TAKEN_OVER'];

export function isOffMarket(status: EstateStatus): boolean {
  return offMarketStatuses.includes(status);
}

export function marketStateOf(estate: EstateGroup): MarketState {
  const record = mainRecord(estate);
  return { price: record.price?.value ?? null, status: estateStatus(record) };
}

/**
 * The change between what the last run saw (`before`, null when the estate was offline) and now
 * (null: a complete look at the offer no longer found it; no news once it was sold). An estate that
 * comes back online on offer, or leaves sold, rented or taken over for an offer, is back on the
 * market; a lower price on an estate still on offer is a price drop. A first sighting is no change:
 * it is a new estate.
 */
export function marketChange(before: MarketState | null, now: MarketState | null): MarketChange | null {
  if (now === null) {
    // A sold or rented estate taken offline was already told of as such.
    if (before === null || isOffMarket(before.status)) return null;
    return { kind: 'offMarket', oldPrice: before.price, newPrice: null, status: null };
  }
  const onOffer = !isOffMarket(now.status);
  if (before === null || isOffMarket(before.status)) {
    return onOffer
      ? { kind: 'backOnMarket', oldPrice: before?.price ?? null, newPrice: now.price, status: now.status }
      : null;
  }
  if (!onOffer) return { kind: 'offMarket', oldPrice: before.price, newPrice: now.price, status: now.status };
  if (before.price !== null && now.price !== null && now.price < before.price) {
    return { kind: 'priceDrops', oldPrice: before.price, newPrice: now.price, status: now.status };
  }
  return null;
}

export function sameMarketState(a: MarketState, b: MarketState): boolean {
  return a.price === b.price && a.status === b.status;
}
