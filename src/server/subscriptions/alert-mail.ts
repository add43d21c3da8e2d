import { and, eq, isNull } from 'drizzle-orm';
import { localize, pageText, type EstateGroup } from '@/content-api/schemas';
import { formerPriceText, toMailEstate } from '@/display/mail/mail-estate';
import { isAlertDue } from '@/domain/subscriptions/alert-preferences';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/database';
import { sentAlerts, sentChanges, subscriptions } from '@/server/db/schema';
import { transactionWithMail } from '@/server/mail/mail-transaction';
import { estateAlertMail, type MailBrand } from '@/server/mail/templates';
import type { DepartureEntry } from '@/server/mail/templates/estate-alert';
import type { AlertSite } from './alert-sites';
import { onlyClaimed, toldChangeIds, type ChangeNews, type OffMarketNews } from './change-news';
import { oneClickUnsubscribeUrl, subscriptionEditUrl, subscriptionUnsubscribeUrl } from './links';
import type { Subscription } from './store';

/** Who sends the mail and where its links lead: the subscription's site. */
export type MailSender = { site: AlertSite; brand: MailBrand };

export interface AlertNews {
  estates: EstateGroup[];
  changes: ChangeNews;
}

/** What one mail told: new estates and changes. */
export type MailedNews = { estates: number; changes: number };

function departureOf(news: OffMarketNews, locale: Locale): DepartureEntry {
  const record = news.estate?.children[0];
  const title = pageText(
    (record?.general.title ?? news.label.title) as Parameters<typeof pageText>[0],
    locale,
  );
  const place = localize(
    (record?.address?.city.name ?? news.label.place) as Parameters<typeof localize>[0],
    locale,
  );
  return {
    title: title.text || place || `#${news.estateId}`,
    ...(title.lang && { titleLang: title.lang }),
    place,
    status:
      news.status === 'SOLD' || news.status === 'RENTED' || news.status === 'TAKEN_OVER' ? news.status : null,
  };
}

function composeMail(subscription: Subscription, news: AlertNews, { site, brand }: MailSender) {
  const { locale, token } = subscription;
  const mailEstate = (estate: EstateGroup) => toMailEstate(estate, locale, site.url);
  return estateAlertMail({
    locale,
    brand,
    estates: news.estates.map(mailEstate),
    priceDrops: news.changes.priceDrops.map(({ estate, oldPrice }) => ({
      estate: mailEstate(estate),
      previousPrice: formerPriceText(estate, oldPrice, locale),
    })),
    backOnMarket: news.changes.backOnMarket.map(({ estate }) => mailEstate(estate)),
    offMarket: news.changes.offMarket.map((entry) => departureOf(entry, locale)),
    editUrl: subscriptionEditUrl(site.url, locale, token),
    unsubscribeUrl: subscriptionUnsubscribeUrl(site.url, locale, token),
    oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(site.url, locale, token),
  });
}

/**
 * Records the news as sent and queues their one mail in one transaction. The unique keys of sent
 * alerts and sent changes decide: what another run recorded first is left out, so everything is
 * mailed only once; a daily or weekly subscriber another run has just mailed waits for its next period.
 */
export async function mailNews(
  subscription: Subscription,
  news: AlertNews,
  sender: MailSender,
  options: { db: Database; messageDomain: string; now: () => Date },
): Promise<MailedNews> {
  const none = { estates: 0, changes: 0 };
  return transactionWithMail(
    options.db,
    async (tx, queueMail) => {
      const [active] = await tx
        .select({ email: subscriptions.email, lastMailedAt: subscriptions.lastMailedAt })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscription.id), isNull(subscriptions.cancelledAt)))
        .for('update');
      if (!active || !isAlertDue(subscription.alerts.frequency, active.lastMailedAt, options.now()))
        return none;
      const sentAt = options.now();
      const claimedEstates = news.estates.length
        ? await tx
            .insert(sentAlerts)
            .values(
              news.estates.map((estate) => ({
                subscriptionId: subscription.id,
                estateId: estate.id,
                sentAt,
              })),
            )
            .onConflictDoNothing()
            .returning({ estateId: sentAlerts.estateId })
        : [];
      const changeIds = toldChangeIds(news.changes);
      const claimedChanges = changeIds.length
        ? await tx
            .insert(sentChanges)
            .values(changeIds.map((changeId) => ({ subscriptionId: subscription.id, changeId, sentAt })))
            .onConflictDoNothing()
            .returning({ changeId: sentChanges.changeId })
        : [];
      const estateIds = new Set(claimedEstates.map((row) => row.estateId));
      const claimed: AlertNews = {
        estates: news.estates.filter((estate) => estateIds.has(estate.id)),
        changes: onlyClaimed(news.changes, new Set(claimedChanges.map((row) => row.changeId))),
      };
      const { priceDrops, backOnMarket, offMarket } = claimed.changes;
      const changes = priceDrops.length + backOnMarket.length + offMarket.length;
      if (claimed.estates.length === 0 && changes === 0) return none;
      const mail = composeMail(subscription, claimed, sender);
      await queueMail({ ...mail, kind: 'estate-alert', to: active.email });
      await tx
        .update(subscriptions)
        .set({ lastMailedAt: sentAt })
        .where(eq(subscriptions.id, subscription.id));
      return { estates: claimed.estates.length, changes };
    },
    { messageDomain: options.messageDomain, now: options.now },
  );
}
