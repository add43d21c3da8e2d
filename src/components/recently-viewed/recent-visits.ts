/** How many pages the list remembers: a dozen, the oldest forgotten first. */
export const MAX_RECENT_VISITS = 12;

/**
 * An estate is kept by its id alone: its card is asked again in the visitor's current language. A
 * holiday rental has no card endpoint, so what its card shows is kept as it was seen.
 */
export type RecentVisit =
  | { kind: 'estate'; id: number }
  | {
      kind: 'rental';
      id: string;
      title: string;
      place: string;
      imageUrl: string | null;
      price: string | null;
    };

export function visitKey(visit: Pick<RecentVisit, 'kind' | 'id'>): string {
  return `${visit.kind}:${visit.id}`;
}

/** The visit first, without an earlier visit of the same page, at most a dozen in all. */
export function withVisit(visits: readonly RecentVisit[], visit: RecentVisit): RecentVisit[] {
  const key = visitKey(visit);
  return [visit, ...visits.filter((kept) => visitKey(kept) !== key)].slice(0, MAX_RECENT_VISITS);
}

export function withoutVisit(visits: readonly RecentVisit[], key: string): RecentVisit[] {
  return visits.filter((kept) => visitKey(kept) !== key);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function asVisit(value: unknown): RecentVisit | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  if (entry.kind === 'estate' && Number.isSafeInteger(entry.id) && (entry.id as number) > 0) {
    return { kind: 'estate', id: entry.id as number };
  }
  if (
    entry.kind === 'rental' &&
    isText(entry.id) &&
    isText(entry.title) &&
    isText(entry.place) &&
    isTextOrNull(entry.imageUrl) &&
    isTextOrNull(entry.price)
  ) {
    const { id, title, place, imageUrl, price } = entry;
    return { kind: 'rental', id, title, place, imageUrl, price };
  }
  return null;
}

/** Whatever the browser kept, as valid visits, newest first; anything unreadable is left out. */
export function parseRecentVisits(text: string | null): RecentVisit[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    const visits = parsed.map(asVisit).filter((visit): visit is RecentVisit => visit !== null);
    return visits.reduceRight<RecentVisit[]>((kept, visit) => withVisit(kept, visit), []);
  } catch {
    return [];
  }
}
