import { answerCache } from '@/content-api/answer-cache';
import { tags } from '@/content-api/cache-tags';

/** What one instance drops when something changed: the answers under these tags, and kept pages. */
export type Purge = { site: string; tags: string[] };

type Purger = (purge: Purge) => void;

// On globalThis: the page cache lives in the production server (scripts/serve.ts), which is another
// module copy than the route handler and the database listener that announce a purge; the host-name
// cache is shared by the proxy and the pages.
const globalState = globalThis as typeof globalThis & { __vitrinePurgers?: Set<Purger> };
const purgers: Set<Purger> = (globalState.__vitrinePurgers ??= new Set());

/** What else keeps content registers here: the page cache, the host name → site cache. */
export function onPurge(purger: Purger): void {
  purgers.add(purger);
}

/** Drops, in this process, every kept answer under the purge's tags and the kept pages. */
export function purgeHere(purge: Purge): { answers: number } {
  const answers = answerCache().purge(purge.tags);
  for (const purger of purgers) purger(purge);
  return { answers };
}

/** Drops everything this process kept: after it may have missed purges (a lost database connection). */
export function forgetEverything(): void {
  answerCache().clear();
  for (const purger of purgers) purger({ site: '*', tags: [] });
}

/** Whether a purge is of a whole site (or of everything), not of some of its content. */
export function purgesWholeSite(purge: Purge): boolean {
  return (
    purge.site === '*' ||
    purge.tags.includes(tags.all) ||
    purge.tags.includes(tags.ofSite(purge.site, tags.all))
  );
}
