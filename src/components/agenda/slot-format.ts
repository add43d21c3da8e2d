import type { Locale } from '@/i18n/locales';

/** Visits take place at the agency, so their times read in Belgian time wherever the visitor is. */
const AGENCY_TIME_ZONE = 'Europe/Brussels';
const localeTags: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

export type Slot = { id: string | number; start: string; end: string };
export type SlotDay = { key: string; label: string; slots: Slot[] };

function format(locale: Locale, options: Intl.DateTimeFormatOptions, iso: string): string {
  return new Intl.DateTimeFormat(localeTags[locale], { timeZone: AGENCY_TIME_ZONE, ...options }).format(
    new Date(iso),
  );
}

/** '14:00 – 14:45' */
export function slotTime(slot: Slot, locale: Locale): string {
  const time = { hour: '2-digit', minute: '2-digit' } as const;
  return `${format(locale, time, slot.start)} – ${format(locale, time, slot.end)}`;
}

/** 'dinsdag 24 november 2026, 14:00 – 14:45' */
export function slotMoment(slot: Slot, locale: Locale): string {
  return `${format(locale, { dateStyle: 'full' }, slot.start)}, ${slotTime(slot, locale)}`;
}

/** Slots grouped by their day in Belgian time, in the order given. */
export function groupSlotsByDay(slots: readonly Slot[], locale: Locale): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const key = format(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }, slot.start);
    let day = days.get(key);
    if (!day) {
      day = {
        key,
        label: format(locale, { weekday: 'short', day: 'numeric', month: 'short' }, slot.start),
        slots: [],
      };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/** The long name of a day, for the legend of its times: 'dinsdag 24 november'. */
export function dayName(slot: Slot, locale: Locale): string {
  return format(locale, { weekday: 'long', day: 'numeric', month: 'long' }, slot.start);
}
