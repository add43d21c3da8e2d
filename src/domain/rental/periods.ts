import type { Locale, RentalPeriod } from '@/content-api/schemas';
import { formatDate, formatPrice } from '@/domain/estate';

const DAY_MS = 86_400_000;

/** The date part of an ISO date or date-time: '2026-07-04'. */
export function isoDay(value: string): string {
  return value.slice(0, 10);
}

/** Nights between arrival and departure, counted on the calendar dates alone. */
export function nightsBetween(start: string, end: string): number {
  const nights = (Date.parse(isoDay(end)) - Date.parse(isoDay(start))) / DAY_MS;
  return Number.isFinite(nights) ? Math.max(0, Math.round(nights)) : 0;
}

/** '04/07/2026 – 11/07/2026' (spec §3: dates as dd/mm/yyyy). */
export function formatPeriodRange(period: Pick<RentalPeriod, 'start' | 'end'>): string {
  return `${formatDate(period.start)} – ${formatDate(period.end)}`;
}

/** Periods that have not started before `today` ('yyyy-mm-dd'), by start date, then end date. */
export function upcomingPeriods<T extends Pick<RentalPeriod, 'start' | 'end'>>(
  periods: readonly T[],
  today: string,
): T[] {
  return periods
    .filter((period) => isoDay(period.start) >= today)
    .sort(
      (left, right) =>
        isoDay(left.start).localeCompare(isoDay(right.start)) ||
        isoDay(left.end).localeCompare(isoDay(right.end)),
    );
}

export type PeriodMonth<T> = { month: string; periods: T[] };

/** Periods grouped by the month they start in ('2026-07'), months in calendar order. */
export function groupPeriodsByMonth<T extends Pick<RentalPeriod, 'start' | 'end'>>(
  periods: readonly T[],
): PeriodMonth<T>[] {
  const months = new Map<string, T[]>();
  for (const period of upcomingPeriods(periods, '')) {
    const month = isoDay(period.start).slice(0, 7);
    const list = months.get(month) ?? [];
    list.push(period);
    months.set(month, list);
  }
  return [...months.entries()].map(([month, list]) => ({ month, periods: list }));
}

/**
 * 'Juli 2026', 'Juillet 2026', 'July 2026', 'Juli 2026' for '2026-07': the title over a month's
 * periods, so it begins with a capital as a title does; the month name itself stays as each language
 * writes it (no capital inside a Dutch or French sentence).
 */
export function formatMonth(month: string, locale: Locale): string {
  const date = new Date(`${month}-01T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** What the availability list and the reservation form show of one period, ready to render. */
export type PeriodView = {
  id: string;
  type: string;
  range: string;
  nights: number;
  price: string;
  available: boolean;
};

export function toPeriodView(period: RentalPeriod): PeriodView {
  return {
    id: String(period.id),
    type: period.type,
    range: formatPeriodRange(period),
    nights: nightsBetween(period.start, period.end),
    price: formatPrice(period.price),
    available: period.available,
  };
}

export type PeriodMonthView = { month: string; label: string; periods: PeriodView[] };

/** The upcoming periods of a unit as months of ready-to-render rows. */
export function periodCalendar(
  periods: readonly RentalPeriod[],
  today: string,
  locale: Locale,
): PeriodMonthView[] {
  return groupPeriodsByMonth(upcomingPeriods(periods, today)).map(({ month, periods: list }) => ({
    month,
    label: formatMonth(month, locale),
    periods: list.map(toPeriodView),
  }));
}
