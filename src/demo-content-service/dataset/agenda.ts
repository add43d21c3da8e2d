import type { AgendaSlot } from '@/content-api/schemas';
import { createRandom, seedFrom } from '../random';

/** Visit start times in UTC (09:30, 11:00, 14:00 and 16:30 in Brussels winter time), 45 minutes each. */
const startMinutes = [8 * 60 + 30, 10 * 60, 13 * 60, 15 * 60 + 30];
const VISIT_MINUTES = 45;
/** How far ahead an agenda is open: about four months, counted from the day after today. */
export const AGENDA_DAYS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

function timeOfDay(day: string, minutes: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000).toISOString();
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The visits one estate offers on one day. Each day draws from its own seed, so a day keeps the
 * same slots (and slot ids) whichever day the agenda is read from.
 */
function daySlots(estateId: number, day: string): AgendaSlot[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const random = createRandom(seedFrom('agenda', estateId, day));
  if (weekday === 0 || weekday === 6 || !random.chance(0.5)) return [];
  const first = random.int(0, startMinutes.length - 1);
  const count = random.chance(0.5) ? 2 : 1;
  return startMinutes.slice(first, first + count).map((minutes) => ({
    id: `${estateId}-${day.replaceAll('-', '')}-${clockOf(minutes)}`,
    start: timeOfDay(day, minutes),
    end: timeOfDay(day, minutes + VISIT_MINUTES),
  }));
}

/**
 * Every slot an estate's agenda offers before bookings, from tomorrow on: a few weekdays a week,
 * one or two visits a day. Relative to `today`, so the demo always has visits ahead.
 */
export function agendaSlots(estateId: number, today: Date): AgendaSlot[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const slots: AgendaSlot[] = [];
  for (let offset = 1; offset <= AGENDA_DAYS; offset += 1) {
    const day = new Date(midnight + offset * DAY_MS).toISOString().slice(0, 10);
    slots.push(...daySlots(estateId, day));
  }
  return slots;
}
