import { answerCache } from '@/content-api/answer-cache';

/** What one instance drops when something changed: the answers under these tags, and kept pages. */
export type Purge = { site: string; tags: string[] };

type PageCachePurger = (purge: Purge) => void;

// On globalThis: the page cache lives in the production server (scripts/serve.ts), which is another
// module copy than the route handler and the database listener that announce a purge.
const globalState = globalThis as typeof globalThis & { __vitrinePagePurgers?: Set<PageCachePurger> };
const pagePurgers: Set<PageCachePurger> = (globalState.__vitrinePagePurgers ??= new Set());

/** The production server registers its page cache here. */
export function onPagePurge(purger: PageCachePurger): void {
  pagePurgers.add(purger);
}

/** Drops, in this process, every kept answer under the purge's tags and the kept pages. */
export function purgeHere(purge: Purge): { answers: number } {
  const answers = answerCache().purge(purge.tags);
  for (const purger of pagePurgers) purger(purge);
  return { answers };
}

/** Drops everything this process kept: after it may have missed purges (a lost database connection). */
export function forgetEverything(): void {
  answerCache().clear();
  for (const purger of pagePurgers) purger({ site: '*', tags: [] });
}
