import type { AgendaSlot } from '@/content-api/schemas';
import { createRandom, seedFrom } from '../random';
import { isoDay } from './dates';

/** Visit start times in UTC (09:30, 11:00, 14:00 and 16:30 in Brussels winter time), 45 minutes each. */
const startMinutes = [8 * 60 + 30, 10 * 60, 13 * 60, 15 * 60 + 30];
const VISIT_MINUTES = 45;
/** The agenda covers the same two years as the rest of the data set, from its fixed epoch. */
const AGENDA_DAYS = 730;

function timeOfDay(day: string, minutes: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000).toISOString();
}

/** Every slot an estate's agenda offers, before bookings: a few weekdays a week, one or two visits a day. */
export function agendaSlots(estateId: number): AgendaSlot[] {
  const random = createRandom(seedFrom('agenda', estateId));
  const slots: AgendaSlot[] = [];
  for (let offset = 0; offset < AGENDA_DAYS; offset += 1) {
    const day = isoDay(offset);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || !random.chance(0.3)) continue;
    const first = random.int(0, startMinutes.length - 1);
    const count = random.chance(0.5) ? 2 : 1;
    for (const minutes of startMinutes.slice(first, first + count)) {
      const compactDay = day.replaceAll('-', '');
      const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
      slots.push({
        id: `${estateId}-${compactDay}-${clock}`,
        start: timeOfDay(day, minutes),
        end: timeOfDay(day, minutes + VISIT_MINUTES),
      });
    }
  }
  return slots;
}
