/** Every demo date is an offset from this fixed day, so the data never changes between runs. */
const DATA_EPOCH = Date.UTC(2026, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

export function dayFromEpoch(days: number): Date {
  return new Date(DATA_EPOCH + days * DAY_MS);
}

const isoDays = new Map<number, string>();

/** 'YYYY-MM-DD' of the day that many days after the epoch (memoized: periods ask for the same days often). */
export function isoDay(days: number): string {
  let day = isoDays.get(days);
  if (day === undefined) isoDays.set(days, (day = dayFromEpoch(days).toISOString().slice(0, 10)));
  return day;
}

/** Full ISO date-time, the day plus minutes into it, in UTC. */
export function isoDateTime(days: number, minutes: number): string {
  return new Date(DATA_EPOCH + days * DAY_MS + minutes * 60_000).toISOString();
}
