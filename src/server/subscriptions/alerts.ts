import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DegradedList } from '@/content-api/degrade';
import type { EstateGroup, EstateSearchBody } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/database';
import { sentAlerts, subscriptions } from '@/server/db/schema';
import { transactionWithMail } from '@/server/mail/mail-transaction';
import { toMailEstate } from '@/display/mail/mail-estate';
import { estateAlertMail, type MailBrand } from '@/server/mail/templates';
import { groupBySite, locateSites, oncePerSite, type AlertSite } from './alert-sites';
import { alertSearchBody } from '@/domain/subscriptions/criteria';
import { oneClickUnsubscribeUrl, subscriptionEditUrl, subscriptionUnsubscribeUrl } from './links';
import { isNewForAlert, newSince, publishedAt } from './new-estates';
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
  estates: number;
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

/** Who sends the mail and where its links lead: the subscription's site. */
type MailSender = { site: AlertSite; brand: MailBrand };

/**
 * Records the estates as sent and queues their mail in one transaction. The unique key of sent
 * alerts decides: an estate another run recorded first is left out, so it is mailed only once.
 */
async function mailEstates(
  subscription: Subscription,
  estates: EstateGroup[],
  { site, brand }: MailSender,
  options: AlertRunOptions,
): Promise<number> {
  const { db } = options;
  const { locale, token } = subscription;
  return transactionWithMail(
    db,
    async (tx, queueMail) => {
      const [active] = await tx
        .select({ email: subscriptions.email })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscription.id), isNull(subscriptions.cancelledAt)))
        .for('update');
      if (!active) return 0;
      const claimed = await tx
        .insert(sentAlerts)
        .values(
          estates.map((estate) => ({
            subscriptionId: subscription.id,
            estateId: estate.id,
            sentAt: options.now?.(),
          })),
        )
        .onConflictDoNothing()
        .returning({ estateId: sentAlerts.estateId });
      const claimedIds = new Set(claimed.map((row) => row.estateId));
      const toMail = estates.filter((estate) => claimedIds.has(estate.id));
      if (toMail.length === 0) return 0;
      const mail = estateAlertMail({
        locale,
        brand,
        estates: toMail.map((estate) => toMailEstate(estate, locale, site.url)),
        editUrl: subscriptionEditUrl(site.url, locale, token),
        unsubscribeUrl: subscriptionUnsubscribeUrl(site.url, locale, token),
        oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(site.url, locale, token),
      });
      await queueMail({ ...mail, kind: 'estate-alert', to: active.email });
      return toMail.length;
    },
    { messageDomain: options.messageDomain, now: options.now },
  );
}

/** One subscription's alert: the new estates of its site it has not had yet, in one mail. */
async function alertSubscription(
  subscription: Subscription,
  sender: MailSender,
  options: AlertRunOptions,
  report: AlertRunReport,
): Promise<void> {
  const matches = await newMatches(subscription, sender.site, options);
  if (matches === null) {
    report.searchFailures += 1;
    return;
  }
  if (matches.length === 0) return;
  const sent = await alreadySent(
    options.db,
    subscription.id,
    matches.map((estate) => estate.id),
  );
  const fresh = matches.filter((estate) => !sent.has(estate.id)).slice(0, options.maxEstatesPerMail ?? 10);
  if (fresh.length === 0) return;
  const mailed = await mailEstates(subscription, fresh, sender, options);
  if (mailed > 0) {
    report.mails += 1;
    report.estates += mailed;
  }
}

/**
 * One run: every active subscription gets one mail with the new estates it has not had yet, searched
 * on and linking to the site it was made on, under that site's brand.
 */
export async function runAlerts(options: AlertRunOptions): Promise<AlertRunReport> {
  const report: AlertRunReport = {
    subscriptions: 0,
    mails: 0,
    estates: 0,
    searchFailures: 0,
    withoutSite: 0,
  };
  const brandOf = oncePerSite(options.brand);
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
      for (const subscription of subscriptions)
        await alertSubscription(subscription, sender, options, report);
    }
  }
  return report;
}
