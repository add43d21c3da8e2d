import 'server-only';
import type { RentalPeriod } from '@/content-api/schemas';
import { periodCalendar, type PeriodMonthView } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { rentalTranslator } from './rental-messages';

const knownPeriodTypes = ['week', 'weekend', 'midweek'] as const;
type KnownPeriodType = (typeof knownPeriodTypes)[number];

function isKnownPeriodType(type: string): type is KnownPeriodType {
  return (knownPeriodTypes as readonly string[]).includes(type);
}

/** The name of a period type in the visitor's language; a type this site does not know, as given. */
export function periodTypeLabel(type: string, locale: Locale): string {
  if (isKnownPeriodType(type)) return rentalTranslator(locale)(`RentalPeriodTypes.${type}`);
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** Names of every period type and nights count that occurs in the calendar. */
export function periodLabels(months: readonly PeriodMonthView[], locale: Locale) {
  const t = rentalTranslator(locale);
  const periods = months.flatMap((month) => month.periods);
  const types = Object.fromEntries(
    periods.map((period) => [period.type, periodTypeLabel(period.type, locale)]),
  );
  const nights = Object.fromEntries(
    periods.map((period) => [period.nights, t('RentalAvailability.nights', { count: period.nights })]),
  );
  return { types, nights };
}

/** The free upcoming periods as the reservation form's choices, grouped by month. */
export function periodChoiceGroups(periods: readonly RentalPeriod[], today: string, locale: Locale) {
  return periodCalendar(
    periods.filter((period) => period.available),
    today,
    locale,
  ).map((month) => ({
    label: month.label,
    options: month.periods.map((period) => ({
      value: period.id,
      range: period.range,
      label: [periodTypeLabel(period.type, locale), period.range, period.price].filter(Boolean).join(' · '),
    })),
  }));
}
