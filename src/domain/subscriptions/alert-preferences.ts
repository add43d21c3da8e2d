import { z } from 'zod';
import type { SubscriptionCriteria } from './criteria';

/**
 * The kinds of news an alert mail carries: new estates matching the criteria, a lower price, an
 * estate back on the market after it was sold, rented or taken over, and (for a list of chosen
 * estates only) an estate sold or no longer online.
 */
export const alertKinds = ['newEstates', 'priceDrops', 'backOnMarket', 'offMarket'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** Instant: with every alert run; daily and weekly: one mail grouping what the runs found since. */
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/**
 * What the subscriber chose on the edit page. At least one kind: whoever wants none unsubscribes.
 * A subscription that never chose gets every kind, instantly.
 */
export const alertPreferencesSchema = z.object({
  kinds: z
    .array(z.enum(alertKinds))
    .min(1, 'kindsRequired')
    .max(alertKinds.length)
    .transform((kinds) => [...new Set(kinds)]),
  frequency: z.enum(alertFrequencies),
});
export type AlertPreferences = z.output<typeof alertPreferencesSchema>;

export const defaultAlertPreferences: AlertPreferences = { kinds: [...alertKinds], frequency: 'instant' };

/**
 * The kinds that can happen to a subscription: a list of chosen estates never has new estates, and
 * only such a list hears that an estate left the market (to anyone else that is no news).
 */
export function applicableAlertKinds(criteria: Pick<SubscriptionCriteria, 'estates'>): AlertKind[] {
  return criteria.estates.length > 0
    ? ['priceDrops', 'backOnMarket', 'offMarket']
    : ['newEstates', 'priceDrops', 'backOnMarket'];
}

/** The kinds a subscription is mailed about: chosen and applicable. */
export function wantedAlertKinds(
  criteria: Pick<SubscriptionCriteria, 'estates'>,
  chosen: readonly AlertKind[],
): Set<AlertKind> {
  return new Set(applicableAlertKinds(criteria).filter((kind) => chosen.includes(kind)));
}

/** Periods are counted in Belgian days: a daily mail is one per day as the subscriber lives it. */
const belgianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch of the Belgian calendar day `at` falls in. */
function belgianDay(at: Date): number {
  return Date.parse(`${belgianDate.format(at)}T00:00:00Z`) / DAY_MS;
}

/** The period `at` falls in: its day, or its week (Monday to Sunday; day 0 was a Thursday). */
function periodOf(frequency: Exclude<AlertFrequency, 'instant'>, at: Date): number {
  const day = belgianDay(at);
  return frequency === 'daily' ? day : Math.floor((day + 3) / 7);
}

/**
 * Whether a run at `now` may mail the subscription: always when instant, else when its last alert
 * mail went out in an earlier day or week (or none went out yet).
 */
export function isAlertDue(frequency: AlertFrequency, lastMailedAt: Date | null, now: Date): boolean {
  if (frequency === 'instant' || lastMailedAt === null) return true;
  return periodOf(frequency, now) > periodOf(frequency, lastMailedAt);
}
