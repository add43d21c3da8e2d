import { storedList } from '@/components/browser-storage/stored-list';
import { parseRecentVisits, withoutVisit, withVisit, type RecentVisit } from './recent-visits';

/** Where the browser keeps the pages the visitor opened: a JSON array of visits, newest first. */
export const RECENT_VISITS_STORAGE_KEY = 'vitrine.recently-viewed';

const visits = storedList(RECENT_VISITS_STORAGE_KEY, parseRecentVisits);

export const getRecentVisits = visits.get;

export function recordVisit(visit: RecentVisit): void {
  visits.write(withVisit(getRecentVisits(), visit));
}

export function forgetVisit(key: string): void {
  visits.write(withoutVisit(getRecentVisits(), key));
}

export function forgetAllVisits(): void {
  visits.write([]);
}

/** The remembered visits, newest first, kept up to date here and from the other tabs. */
export const useRecentVisits = visits.useList;
