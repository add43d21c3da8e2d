import { and, eq, inArray } from 'drizzle-orm';
import type { DegradedList } from '@/content-api/degrade';
import type { EstateGroup, EstateSearchBody } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/database';
import { sentAlerts } from '@/server/db/schema';
import { isAlertDue, wantedAlertKinds } from '@/domain/subscriptions/alert-preferences';
import type { MailBrand } from '@/server/mail/templates';
import { mailNews, type MailSender } from './alert-mail';
import { groupBySite, locateSites, oncePerSite, type AlertSite } from './alert-sites';
import { alertSearchBody } from '@/domain/subscriptions/criteria';
import { changeNewsFor, toldChangeIds, type SiteNews } from './change-news';
import { isNewForAlert, newSince, publishedAt } from './new-estates';
import { loadSiteNews, newInOffer, sentChangesOf, sentEstatesOf } from './site-news';
import { activeSubscriptionsAfter, type Subscription } from './store';

export type EstateSearch = (
  body: EstateSearchBody,
  options: { locale: Locale; siteId: string; cache: 'no-store' },
) => Promise<DegradedList<EstateGroup>>;

export interface AlertRunOptions {
  db: Database;
  /** Searches the estates of the site named in the options. */
  search: EstateSearch;
  /** The agency of a site as its mails present it. */
  brand: (site: AlertSite) => Promise<MailBrand>;
  /** The site of subscriptions stored without one; null: none is known, and those wait. */
  defaultSite: AlertSite | null;
  /** The site at a public address, for subscriptions made while the content service could not say. */
  siteAt?: (siteUrl: string) => Promise<AlertSite | null>;
  messageDomain: string;
  now?: () => Date;
  /** The most estates one mail lists; more wait for the next run. */
  maxEstatesPerMail?: number;
}

export interface AlertRunReport {
  subscriptions: number;
  mails: number;
  /** New estates mailed. */
  estates: number;
  /** Price drops, returns to the market and departures mailed (one per estate and mail). */
  changes: number;
  /** Daily or weekly subscriptions already mailed in this day or week. */
  notDue: number;
  /** Subscriptions skipped because the content service did not answer; they are tried next run. */
  searchFailures: number;
  /** Subscriptions stored without a site while no default site is known; they are tried next run. */
  withoutSite: number;
}

const SEARCH_PAGE_SIZE = 50;
const MAX_SEARCH_PAGES = 4;
const SUBSCRIPTION_BATCH = 100;

/**
 * The site's estates matching the subscription and published since it was made, newest first,
 * paging until the results get older.
 */
async function newMatches(
  subscription: Subscription,
  site: AlertSite,
  options: AlertRunOptions,
): Promise<EstateGroup[] | null> {
  const since = newSince(subscription.createdAt);
  const found = new Map<number, EstateGroup>();
  for (let page = 0; page < MAX_SEARCH_PAGES; page += 1) {
    const body = alertSearchBody(subscription.criteria, page * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
    // Asked of the service itself: a kept answer may predate what was published since the last run.
    const answer = await options.search(body, {
      locale: subscription.locale,
      siteId: site.id,
      cache: 'no-store',
    });
    if (answer.error) return null;
    // Keyed by id: an estate published between two page requests may show up on both.
    for (const estate of answer.results) if (isNewForAlert(estate, since)) found.set(estate.id, estate);
    const oldest = answer.results.at(-1);
    const reachedOlder = oldest === undefined || (publishedAt(oldest) ?? 0) < since;
    if (reachedOlder || (page + 1) * SEARCH_PAGE_SIZE >= answer.total) break;
  }
  return [...found.values()];
}

async function alreadySent(db: Database, subscriptionId: number, estateIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ estateId: sentAlerts.estateId })
    .from(sentAlerts)
    .where(and(eq(sentAlerts.subscriptionId, subscriptionId), inArray(sentAlerts.estateId, estateIds)));
  return new Set(rows.map((row) => row.estateId));
}

/** What a run holds for a subscription: its site's news, and what of them it was already mailed. */
interface HeldNews {
  news: SiteNews | null;
  sentChanges: ReadonlySet<number>;
  /** Null when the site's whole offer is not in hand: the estates are then searched and looked up. */
  sentEstates: ReadonlySet<number> | null;
}

/**
 * The new estates of the subscription's site it has not had yet: from the site's whole offer when the
 * run holds it, else by its own search. Null when that search failed.
 */
async function freshEstates(
  subscription: Subscription,
  site: AlertSite,
  held: HeldNews,
  options: AlertRunOptions,
): Promise<EstateGroup[] | null> {
  const offer = held.news?.offer;
  const matches = offer ? newInOffer(subscription, offer) : await newMatches(subscription, site, options);
  if (matches === null || matches.length === 0) return matches;
  const sent =
    held.sentEstates ??
    (await alreadySent(
      options.db,
      subscription.id,
      matches.map((estate) => estate.id),
    ));
  return matches.filter((estate) => !sent.has(estate.id)).slice(0, options.maxEstatesPerMail ?? 10);
}

/**
 * One subscription's alert when its frequency says it is due: the new estates and the changes of the
 * kinds it wants that it has not had yet, in one mail.
 */
async function alertSubscription(
  subscription: Subscription,
  sender: MailSender,
  held: HeldNews,
  options: AlertRunOptions,
  report: AlertRunReport,
): Promise<void> {
  const now = options.now?.() ?? new Date();
  if (!isAlertDue(subscription.alerts.frequency, subscription.lastMailedAt, now)) {
    report.notDue += 1;
    return;
  }
  const kinds = wantedAlertKinds(subscription.criteria, subscription.alerts.kinds);
  const estates = kinds.has('newEstates') ? await freshEstates(subscription, sender.site, held, options) : [];
  if (estates === null) report.searchFailures += 1;
  const changes = held.news
    ? changeNewsFor(subscription, held.news, held.sentChanges, kinds)
    : { priceDrops: [], backOnMarket: [], offMarket: [] };
  if (!estates?.length && toldChangeIds(changes).length === 0) return;
  const mailed = await mailNews(subscription, { estates: estates ?? [], changes }, sender, {
    db: options.db,
    messageDomain: options.messageDomain,
    now: () => options.now?.() ?? new Date(),
  });
  if (mailed.estates + mailed.changes > 0) {
    report.mails += 1;
    report.estates += mailed.estates;
    report.changes += mailed.changes;
  }
}

/**
 * One run: first a look at each site's whole offer, whose price and status changes are recorded; then
 * every active subscription that is due gets one mail with the new estates and the changes it has not
 * had yet, of the kinds it chose, searched on and linking to the site it was made on, under that
 * site's brand.
 */
export async function runAlerts(options: AlertRunOptions): Promise<AlertRunReport> {
  const report: AlertRunReport = {
    subscriptions: 0,
    mails: 0,
    estates: 0,
    changes: 0,
    notDue: 0,
    searchFailures: 0,
    withoutSite: 0,
  };
  const brandOf = oncePerSite(options.brand);
  // Keyed by the site's id alone: one look at its offer, whatever address its subscriptions name.
  const newsBySite = new Map<string, Promise<SiteNews | null>>();
  const newsOf = (site: AlertSite) => {
    const news = newsBySite.get(site.id) ?? loadSiteNews(site, options);
    newsBySite.set(site.id, news);
    return news;
  };
  let afterId = 0;
  for (;;) {
    const batch = await activeSubscriptionsAfter(options.db, afterId, SUBSCRIPTION_BATCH);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    report.subscriptions += batch.length;
    const located = options.siteAt ? await locateSites(batch, options.siteAt) : batch;
    for (const { site, subscriptions } of groupBySite(located, options.defaultSite)) {
      if (!site) {
        report.withoutSite += subscriptions.length;
        continue;
      }
      const sender = { site, brand: await brandOf(site) };
      const news = await newsOf(site);
      const sentChanges = await sentChangesOf(options.db, subscriptions, news);
      const sentEstates = news?.offer ? await sentEstatesOf(options.db, subscriptions, news.offer) : null;
      for (const subscription of subscriptions) {
        const held: HeldNews = {
          news,
          sentChanges: sentChanges.get(subscription.id) ?? new Set(),
          sentEstates: sentEstates ? (sentEstates.get(subscription.id) ?? new Set()) : null,
        };
        await alertSubscription(subscription, sender, held, options, report);
      }
    }
  }
  return report;
}
