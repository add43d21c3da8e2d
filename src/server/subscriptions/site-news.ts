import { and, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import type { EstateGroup } from '@/content-api/schemas';
import { estateMatchesCriteria } from '@/domain/subscriptions/criteria-match';
import { sentAlerts, sentChanges } from '@/server/db/schema';
import type { AlertSite } from './alert-sites';
import type { EstateSearch } from './alerts';
import type { SiteNews } from './change-news';
import { isNewForAlert, newSince, publishedAt } from './new-estates';
import { changesSince, observeOffer } from './observations';
import { scanOffer } from './offer-scan';
import type { Subscription } from './store';

/**
 * How far back a run looks for changes not mailed yet: beyond a week, so a weekly subscriber's mail
 * holds everything since the last one.
 */
const CHANGES_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * What a run knows of a site: its offer now, after recording how it changed since the last run,
 * and the changes of the window. Null when the offer could not be read: changes then wait a run.
 * With the whole offer in hand, new estates are matched against it, not searched per subscription:
 * the run asks the service a few pages per site, however many subscriptions the site has.
 */
export async function loadSiteNews(
  site: AlertSite,
  options: { db: Database; search: EstateSearch; now?: () => Date },
): Promise<SiteNews | null> {
  const scan = await scanOffer(options.search, site);
  if (!scan) {
    console.warn(`Alerts: the offer of site ${site.id} could not be read; its changes wait a run`);
    return null;
  }
  const now = options.now?.() ?? new Date();
  await observeOffer(options.db, site.id, scan, now);
  const { changes, labels } = await changesSince(
    options.db,
    site.id,
    new Date(now.getTime() - CHANGES_WINDOW_MS),
  );
  const offer = scan.complete ? newestFirst(scan.estates) : null;
  return { estates: new Map(scan.estates.map((estate) => [estate.id, estate])), offer, changes, labels };
}

function newestFirst(estates: readonly EstateGroup[]): EstateGroup[] {
  return [...estates].sort((a, b) => (publishedAt(b) ?? 0) - (publishedAt(a) ?? 0));
}

/**
 * The new estates of a site's whole offer for a subscription: matching its criteria (as its search
 * would), published since it was made and still on offer, newest first.
 */
export function newInOffer(subscription: Subscription, offer: readonly EstateGroup[]): EstateGroup[] {
  const since = newSince(subscription.createdAt);
  return offer.filter(
    (estate) => isNewForAlert(estate, since) && estateMatchesCriteria(estate, subscription.criteria),
  );
}

/**
 * The new estates of the offer each of these subscriptions was already mailed, in one query: only
 * estates published since the oldest of them was made can be news to any.
 */
export async function sentEstatesOf(
  db: Database,
  subscriptions: readonly Subscription[],
  offer: readonly EstateGroup[],
): Promise<Map<number, Set<number>>> {
  const sent = new Map<number, Set<number>>();
  if (subscriptions.length === 0) return sent;
  const since = Math.min(...subscriptions.map((subscription) => newSince(subscription.createdAt)));
  const candidates = offer.filter((estate) => isNewForAlert(estate, since)).map((estate) => estate.id);
  if (candidates.length === 0) return sent;
  const rows = await db
    .select({ subscriptionId: sentAlerts.subscriptionId, estateId: sentAlerts.estateId })
    .from(sentAlerts)
    .where(
      and(
        inArray(
          sentAlerts.subscriptionId,
          subscriptions.map((subscription) => subscription.id),
        ),
        inArray(sentAlerts.estateId, candidates),
      ),
    );
  for (const { subscriptionId, estateId } of rows) {
    sent.set(subscriptionId, (sent.get(subscriptionId) ?? new Set()).add(estateId));
  }
  return sent;
}

/** The changes of the window each of these subscriptions was already mailed, in one query. */
export async function sentChangesOf(
  db: Database,
  subscriptions: readonly Subscription[],
  news: SiteNews | null,
): Promise<Map<number, Set<number>>> {
  const sent = new Map<number, Set<number>>();
  if (!news || news.changes.length === 0 || subscriptions.length === 0) return sent;
  const rows = await db
    .select({ subscriptionId: sentChanges.subscriptionId, changeId: sentChanges.changeId })
    .from(sentChanges)
    .where(
      and(
        inArray(
          sentChanges.subscriptionId,
          subscriptions.map((subscription) => subscription.id),
        ),
        inArray(
          sentChanges.changeId,
          news.changes.map((change) => change.id),
        ),
      ),
    );
  for (const { subscriptionId, changeId } of rows) {
    sent.set(subscriptionId, (sent.get(subscriptionId) ?? new Set()).add(changeId));
  }
  return sent;
}
