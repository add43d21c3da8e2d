import type { RentalPeriod } from '@/content-api/schemas';
import { createRandom, seedFrom } from '../random';
import { dayFromEpoch, isoDay } from './dates';

/** Start weekday (as days after the epoch, a Thursday) and length in nights of each period type. */
const periodShapes = [
  { type: 'week', firstStart: 2, nights: 7, priceShare: 1, bookedChance: 0.18 }, // Saturday to Saturday
  { type: 'weekend', firstStart: 1, nights: 3, priceShare: 0.45, bookedChance: 0.12 }, // Friday to Monday
  { type: 'midweek', firstStart: 4, nights: 4, priceShare: 0.6, bookedChance: 0.08 }, // Monday to Friday
] as const;

/** Periods run over 2026 and 2027: the last night is 31 December 2027. */
const LAST_DAY = 730;

function seasonFactor(day: number): number {
  const month = dayFromEpoch(day).getUTCMonth() + 1;
  if (month === 7 || month === 8) return 1.6;
  if (month === 4 || month === 12) return 1.25;
  if (month === 5 || month === 6 || month === 9) return 1.05;
  return 0.8;
}

interface DrawnPeriod {
  id: number;
  type: string;
  start: number;
  end: number;
  price: number;
  booked: boolean;
}

/**
 * Weeks, weekends and midweeks with seasonal prices. Some are booked; a period that overlaps a booked
 * one is unavailable too, as it would be in a real calendar.
 */
export function buildRentalPeriods(unitId: number, weekPrice: number): RentalPeriod[] {
  const random = createRandom(seedFrom('periods', unitId));
  const drawn: DrawnPeriod[] = [];
  for (const shape of periodShapes) {
    for (let start = shape.firstStart; start + shape.nights <= LAST_DAY; start += 7) {
      const season = seasonFactor(start);
      const busy = season > 1.5 ? 2.5 : 1;
      drawn.push({
        id: unitId * 1000 + drawn.length + 1,
        type: shape.type,
        start,
        end: start + shape.nights,
        price: Math.round((weekPrice * shape.priceShare * season) / 5) * 5,
        booked: random.chance(shape.bookedChance * busy),
      });
    }
  }
  const booked = drawn.filter((period) => period.booked);
  return drawn
    .sort((left, right) => left.start - right.start || left.id - right.id)
    .map((period) => ({
      id: period.id,
      start: isoDay(period.start),
      end: isoDay(period.end),
      type: period.type,
      price: period.price,
      available: !booked.some((other) => other.start < period.end && period.start < other.end),
    }));
}

/** True when two periods share at least one night. */
export function periodsOverlap(
  left: Pick<RentalPeriod, 'start' | 'end'>,
  right: Pick<RentalPeriod, 'start' | 'end'>,
) {
  return left.start < right.end && right.start < left.end;
}
