/*
 * The site's own tables. One schema for both engines: PGlite (embedded default) and PostgreSQL.
 * drizzle-kit reads this file to generate the migrations in drizzle/, so it imports nothing of the app.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Every mail the site sends, written in the same transaction that accepts the visitor's request and
 * delivered later by a sender. A sender leases a row before sending so two senders never send it both.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is for (contact-request, estate-alert, ...): for logs and support. */
    kind: text('kind').notNull(),
    /** Fixed when queued, so a mail delivered twice after a crash is recognisable as one. */
    messageId: text('message_id').notNull().unique(),
    /** Null until the sender looks up the agency named below; then the address it went to. */
    toAddress: text('to_address'),
    /**
     * A mail to the agency of a site, whose address is looked up when the mail is sent: a request
     * accepted while the content service was down names the site by its id when that was known, else
     * by the host name the request came to.
     */
    agencySiteId: text('agency_site_id'),
    agencyHostname: text('agency_hostname'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: moment('lease_expires_at'),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull().defaultNow(),
    sentAt: moment('sent_at'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'mail_outbox_recipient_check',
      sql`${table.toAddress} is not null or ${table.agencySiteId} is not null or ${table.agencyHostname} is not null`,
    ),
  ],
);

/** A visitor's "keep me informed" subscription; the token is the only key a visitor ever holds. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull().unique(),
    /** Cleared when the subscription is cancelled: nothing personal is kept longer than needed. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    /**
     * The site it was made on (its content-service id and public address), so the alerts search that
     * site and link to it. Null on rows from before sites were recorded: the configured site.
     */
    siteId: text('site_id'),
    siteUrl: text('site_url'),
    /** The kinds of news the subscriber wants (new estates, price drops, ...); every kind by default. */
    alertKinds: jsonb('alert_kinds')
      .$type<string[]>()
      .notNull()
      .default(['newEstates', 'priceDrops', 'backOnMarket', 'offMarket']),
    /** How often the news is mailed: with every run (instant), daily or weekly. */
    alertFrequency: text('alert_frequency').notNull().default('instant'),
    /** The last alert mail: a daily or weekly subscriber gets the next one in a later day or week. */
    lastMailedAt: moment('last_mailed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    cancelledAt: moment('cancelled_at'),
  },
  (table) => [
    index('subscriptions_active_idx')
      .on(table.id)
      .where(sql`${table.cancelledAt} is null`),
  ],
);

/** One row per estate mailed to a subscription: the key that makes every alert go out at most once. */
export const sentAlerts = pgTable(
  'sent_alerts',
  {
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    estateId: integer('estate_id').notNull(),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.estateId] })],
);

/**
 * The price and status the alerts last saw of each estate of a site, whatever the content service:
 * comparing the next run's answer with them tells a price drop or a return to the market.
 */
export const estateObservations = pgTable(
  'estate_observations',
  {
    siteId: text('site_id').notNull(),
    estateId: integer('estate_id').notNull(),
    /** The public asking price (or rent); null when the agency shows none. */
    price: doublePrecision('price'),
    /** The status a visitor sees (FOR_SALE, SOLD, ...). */
    status: text('status').notNull(),
    /** Title and place in the agency's languages: what a mail names once the estate is offline. */
    label: jsonb('label').$type<Record<string, unknown>>().notNull(),
    /** Set when a complete look at the site's offer no longer found it. */
    goneAt: moment('gone_at'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.estateId] })],
);

/** One change the alerts saw on an estate: a lower price, back on the market, or off it. */
export const estateChanges = pgTable(
  'estate_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    estateId: integer('estate_id').notNull(),
    kind: text('kind').notNull(),
    oldPrice: doublePrecision('old_price'),
    newPrice: doublePrecision('new_price'),
    /** The status after the change; null when the estate went offline. */
    status: text('status'),
    seenAt: moment('seen_at').notNull().defaultNow(),
  },
  (table) => [index('estate_changes_site_seen_idx').on(table.siteId, table.seenAt)],
);

/** One row per change mailed to a subscription: every change reaches a subscriber at most once. */
export const sentChanges = pgTable(
  'sent_changes',
  {
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    changeId: bigint('change_id', { mode: 'number' })
      .notNull()
      .references(() => estateChanges.id, { onDelete: 'cascade' }),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.changeId] })],
);

/**
 * Request counts per key and window, shared by every instance of the site. The key is a hash (of
 * form and client address), so no address is stored.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: moment('window_start').notNull(),
    hits: integer('hits').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_windows_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * One row per background job and interval, written by the instance that runs it: with several
 * instances on one database, the one whose insert lands runs that interval and the others skip it.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    /** The start of the interval, a multiple of the job's period since the epoch. */
    slotStart: moment('slot_start').notNull(),
    /** The instance that took it: for logs and support. */
    claimedBy: text('claimed_by').notNull(),
    claimedAt: moment('claimed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.slotStart] })],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type EstateObservationRow = typeof estateObservations.$inferSelect;
export type EstateChangeRow = typeof estateChanges.$inferSelect;
