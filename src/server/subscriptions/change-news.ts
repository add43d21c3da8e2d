import type { EstateGroup, EstateStatus } from '@/content-api/schemas';
import type { AlertKind } from '@/domain/subscriptions/alert-preferences';
import { estateMatchesCriteria } from '@/domain/subscriptions/criteria-match';
import type { EstateChangeRow } from '@/server/db/schema';
import { isOffMarket, marketStateOf, type MarketChangeKind } from './market-changes';
import type { EstateLabel } from './observations';
import type { Subscription } from './store';

/** What one run knows of a site: its offer now, and the changes recent runs saw. */
export interface SiteNews {
  estates: ReadonlyMap<number, EstateGroup>;
  /** The whole offer, newest publication first, when every page of it answered; else null. */
  offer: readonly EstateGroup[] | null;
  changes: readonly EstateChangeRow[];
  /** Title and place of every estate the runs saw, for those no longer online. */
  labels: ReadonlyMap<number, EstateLabel>;
}

/** The changes an entry tells of: recorded as sent with the mail. */
type Told = { changeIds: number[] };

export interface PriceDropNews extends Told {
  estate: EstateGroup;
  /** The price before the first drop not yet mailed, and the price now. */
  oldPrice: number;
  newPrice: number;
}

export interface BackOnMarketNews extends Told {
  estate: EstateGroup;
}

export interface OffMarketNews extends Told {
  estateId: number;
  /** Null once the estate is no longer online. */
  estate: EstateGroup | null;
  label: EstateLabel;
  /** Sold, rented or taken over; null: no longer online. */
  status: EstateStatus | null;
}

export interface ChangeNews {
  priceDrops: PriceDropNews[];
  backOnMarket: BackOnMarketNews[];
  offMarket: OffMarketNews[];
}

type Pending = { changes: EstateChangeRow[]; estate: EstateGroup | null };

/** Unsent changes of the wanted kinds seen since the subscription was made, per kind and estate. */
function pendingByEstate(
  subscription: Subscription,
  site: SiteNews,
  sent: ReadonlySet<number>,
  kinds: ReadonlySet<AlertKind>,
): Map<MarketChangeKind, Map<number, Pending>> {
  const pending = new Map<MarketChangeKind, Map<number, Pending>>();
  for (const change of site.changes) {
    const kind = change.kind as MarketChangeKind;
    if (sent.has(change.id) || !kinds.has(kind) || change.seenAt < subscription.createdAt) continue;
    const ofKind = pending.get(kind) ?? new Map<number, Pending>();
    const entry = ofKind.get(change.estateId) ?? {
      changes: [],
      estate: site.estates.get(change.estateId) ?? null,
    };
    entry.changes.push(change);
    ofKind.set(change.estateId, entry);
    pending.set(kind, ofKind);
  }
  return pending;
}

/**
 * The changes a subscription hears of in this mail, told as they stand now: a price drop while the
 * estate is still on offer below the price before it, a return to the market while it is still on
 * offer, both only for estates matching the criteria now; a departure only to a list of chosen
 * estates, while the estate is still off the market. One entry per estate, however many runs saw it
 * change; a change that no longer holds is left out (and never sent).
 */
export function changeNewsFor(
  subscription: Subscription,
  site: SiteNews,
  sent: ReadonlySet<number>,
  kinds: ReadonlySet<AlertKind>,
): ChangeNews {
  const news: ChangeNews = { priceDrops: [], backOnMarket: [], offMarket: [] };
  const pending = pendingByEstate(subscription, site, sent, kinds);
  const onOfferMatching = (estate: EstateGroup | null): estate is EstateGroup =>
    estate !== null &&
    !isOffMarket(marketStateOf(estate).status) &&
    estateMatchesCriteria(estate, subscription.criteria);
  const told = ({ changes }: Pending): Told => ({ changeIds: changes.map((change) => change.id) });

  for (const entry of pending.get('priceDrops')?.values() ?? []) {
    const oldPrice = entry.changes[0]?.oldPrice;
    const newPrice = entry.estate && marketStateOf(entry.estate).price;
    if (!onOfferMatching(entry.estate) || oldPrice == null || newPrice == null || newPrice >= oldPrice)
      continue;
    news.priceDrops.push({ estate: entry.estate, oldPrice, newPrice, ...told(entry) });
  }
  for (const entry of pending.get('backOnMarket')?.values() ?? []) {
    if (!onOfferMatching(entry.estate)) continue;
    news.backOnMarket.push({ estate: entry.estate, ...told(entry) });
  }
  for (const [estateId, entry] of pending.get('offMarket') ?? []) {
    const status = entry.estate ? marketStateOf(entry.estate).status : null;
    if (!subscription.criteria.estates.includes(estateId) || (status && !isOffMarket(status))) continue;
    const label = site.labels.get(estateId) ?? {};
    news.offMarket.push({ estateId, estate: entry.estate, label, status, ...told(entry) });
  }
  return news;
}

/** Every change the news tell of. */
export function toldChangeIds(news: ChangeNews): number[] {
  return [...news.priceDrops, ...news.backOnMarket, ...news.offMarket].flatMap((entry) => entry.changeIds);
}

/** The news without the entries none of whose changes is in `claimed` (another run sent them). */
export function onlyClaimed(news: ChangeNews, claimed: ReadonlySet<number>): ChangeNews {
  const kept = (entry: Told) => entry.changeIds.some((id) => claimed.has(id));
  return {
    priceDrops: news.priceDrops.filter(kept),
    backOnMarket: news.backOnMarket.filter(kept),
    offMarket: news.offMarket.filter(kept),
  };
}
