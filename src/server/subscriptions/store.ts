import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { subscriptions, type SubscriptionRow } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { subscriptionCriteriaSchema, type SubscriptionCriteria } from '@/domain/subscriptions/criteria';
import {
  alertPreferencesSchema,
  defaultAlertPreferences,
  type AlertPreferences,
} from '@/domain/subscriptions/alert-preferences';
import { createSubscriptionToken, isSubscriptionToken } from './token';

export interface Subscription {
  id: number;
  token: string;
  email: string;
  locale: Locale;
  criteria: SubscriptionCriteria;
  createdAt: Date;
  updatedAt: Date;
  /** Set once cancelled; a cancelled subscription keeps no e-mail address. */
  cancelledAt: Date | null;
  /** The site it was made on; null on older rows (the configured site). */
  siteId: string | null;
  siteUrl: string | null;
  /** Which news the subscriber wants, and how often. */
  alerts: AlertPreferences;
  /** The last alert mail; null before the first. */
  lastMailedAt: Date | null;
}

export interface NewSubscription {
  email: string;
  locale: Locale;
  criteria: SubscriptionCriteria;
  alerts?: AlertPreferences;
}

/** The site a subscription is made on: its id at the content service and its public address. */
export interface SubscriptionSite {
  siteId: string;
  siteUrl: string;
}

function toSubscription({ alertKinds, alertFrequency, ...row }: SubscriptionRow): Subscription {
  const alerts = alertPreferencesSchema.safeParse({ kinds: alertKinds, frequency: alertFrequency });
  return {
    ...row,
    locale: row.locale as Locale,
    // Stored through the same schema; parsing again fills defaults added since.
    criteria: subscriptionCriteriaSchema.parse(row.criteria),
    alerts: alerts.success ? alerts.data : defaultAlertPreferences,
  };
}

/** The columns of the preferences, when given. */
function alertColumns(alerts: AlertPreferences | undefined) {
  return alerts ? { alertKinds: alerts.kinds, alertFrequency: alerts.frequency } : {};
}

export async function createSubscription(
  db: Database,
  { alerts, ...input }: NewSubscription & Partial<SubscriptionSite>,
  now = new Date(),
): Promise<Subscription> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      ...input,
      ...alertColumns(alerts),
      token: createSubscriptionToken(),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The new subscription was not returned');
  return toSubscription(row);
}

/** The subscription behind a token, cancelled or not; null for an unknown or malformed token. */
export async function findSubscription(db: Database, token: string): Promise<Subscription | null> {
  if (!isSubscriptionToken(token)) return null;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.token, token));
  return row ? toSubscription(row) : null;
}

/**
 * An active subscription of the same address for the same criteria on the same site (the form sent
 * twice); jsonb compares the criteria by content, not by the order of their keys.
 */
export async function findSameSubscription(
  db: Database,
  input: NewSubscription & Partial<SubscriptionSite>,
): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.cancelledAt),
        sql`${subscriptions.siteId} is not distinct from ${input.siteId ?? null}`,
        // Without a site id (the content service could not name it), the address tells sites apart.
        input.siteId
          ? undefined
          : sql`${subscriptions.siteUrl} is not distinct from ${input.siteUrl ?? null}`,
        sql`lower(${subscriptions.email}) = lower(${input.email})`,
        sql`${subscriptions.criteria} = ${JSON.stringify(input.criteria)}::jsonb`,
      ),
    )
    .limit(1);
  return row ? toSubscription(row) : null;
}

/** Saves changes to an active subscription; null when the token is unknown or cancelled. */
export async function updateSubscription(
  db: Database,
  token: string,
  { alerts, ...changes }: Partial<NewSubscription>,
  now = new Date(),
): Promise<Subscription | null> {
  if (!isSubscriptionToken(token)) return null;
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, ...alertColumns(alerts), updatedAt: now })
    .where(and(eq(subscriptions.token, token), isNull(subscriptions.cancelledAt)))
    .returning();
  return row ? toSubscription(row) : null;
}

export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'unknown';

/** Cancels by token and forgets the address; cancelling twice is harmless. */
export async function cancelSubscription(
  db: Database,
  token: string,
  now = new Date(),
): Promise<CancelOutcome> {
  if (!isSubscriptionToken(token)) return 'unknown';
  const cancelled = await db
    .update(subscriptions)
    .set({ cancelledAt: now, updatedAt: now, email: '' })
    .where(and(eq(subscriptions.token, token), isNull(subscriptions.cancelledAt)))
    .returning({ id: subscriptions.id });
  if (cancelled.length > 0) return 'cancelled';
  return (await findSubscription(db, token)) ? 'already-cancelled' : 'unknown';
}

/** Active subscriptions in id order, a page at a time (for the alerts). */
export async function activeSubscriptionsAfter(
  db: Database,
  afterId: number,
  limit: number,
): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(isNull(subscriptions.cancelledAt), gt(subscriptions.id, afterId)))
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map(toSubscription);
}
