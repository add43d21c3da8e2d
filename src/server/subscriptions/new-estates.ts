import type { EstateGroup } from '@/content-api/schemas';
import { isUnavailable, mainRecord } from '@/domain/search';

const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * The first moment an estate counts as new for a subscription: the start of the day it was made
 * (UTC), since a publication date may carry no time. An estate published earlier was there to be
 * seen when the visitor subscribed.
 */
export function newSince(subscribedAt: Date): number {
  return Math.floor(subscribedAt.getTime() / DAY_MS) * DAY_MS;
}

/** When the estate was published; null when the date is missing or unreadable. */
export function publishedAt(estate: EstateGroup): number | null {
  const time = Date.parse(mainRecord(estate).general.publicationDate);
  return Number.isNaN(time) ? null : time;
}

/** Published since the subscription and still on offer (sold or rented estates are no news). */
export function isNewForAlert(estate: EstateGroup, since: number): boolean {
  const published = publishedAt(estate);
  return published !== null && published >= since && !isUnavailable(mainRecord(estate));
}
