import { statusBadges, type StatusBadge } from '@/domain/search/transaction-status';

/*
 * Read in the navbar of every page: plain guards rather than a schema library, so the link to the
 * favourites costs every page next to nothing.
 */

/** What a favourite remembers of its estate: the price asked (null: on request) and the status. */
export interface FavoriteState {
  price: number | null;
  status: StatusBadge;
}

/** The estate is no longer at the content service (the site answered 404). */
export const GONE = 'gone';

/**
 * One favourite as the browser keeps it. `saved` is the estate as it was when the heart was pressed,
 * `seen` as the site last showed it (or gone): the difference is what changed since.
 */
export interface SavedFavorite {
  id: number;
  /** When the heart was pressed (ISO date-time); absent for favourites kept before it was noted. */
  savedAt?: string;
  /** Absent for a favourite kept as a plain id until the site first sees its estate again. */
  saved?: FavoriteState;
  seen?: FavoriteState | typeof GONE;
}

const badges: readonly unknown[] = Object.values(statusBadges);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isEstateId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFavoriteState(value: unknown): value is FavoriteState {
  if (!isRecord(value) || !badges.includes(value.status)) return false;
  const { price } = value;
  return price === null || (typeof price === 'number' && Number.isFinite(price) && price > 0);
}

/** A stored favourite with what it remembers, or null when anything in it is not what was written. */
function readFavorite(value: unknown): SavedFavorite | null {
  if (!isRecord(value) || !isEstateId(value.id)) return null;
  const { id, savedAt, saved, seen } = value;
  if (savedAt !== undefined && !(typeof savedAt === 'string' && ISO_DATE_TIME.test(savedAt))) return null;
  if (saved !== undefined && !isFavoriteState(saved)) return null;
  if (seen !== undefined && seen !== GONE && !isFavoriteState(seen)) return null;
  return {
    id,
    ...(savedAt !== undefined && { savedAt }),
    ...(saved !== undefined && { saved: { price: saved.price, status: saved.status } }),
    ...(seen !== undefined && { seen: seen === GONE ? GONE : { price: seen.price, status: seen.status } }),
  };
}

/**
 * A stored list read leniently: plain ids (how favourites were kept before they remembered their
 * estate) become favourites without a remembered state, broken entries are left out, and an id kept
 * twice counts once.
 */
export function readSavedFavorites(stored: unknown): SavedFavorite[] {
  if (!Array.isArray(stored)) return [];
  const favorites = new Map<number, SavedFavorite>();
  for (const entry of stored) {
    const favorite = isEstateId(entry) ? { id: entry } : readFavorite(entry);
    if (favorite && !favorites.has(favorite.id)) favorites.set(favorite.id, favorite);
  }
  return [...favorites.values()];
}

export function sameFavoriteState(
  left: FavoriteState | typeof GONE | undefined,
  right: FavoriteState | typeof GONE | undefined,
): boolean {
  if (left === undefined || right === undefined || left === GONE || right === GONE) return left === right;
  return left.price === right.price && left.status === right.status;
}
