import { z } from 'zod';
import { tags } from '@/content-api/cache-tags';

/** What the content service says changed; the webhook's body is `{ site, changes: [...] }`. */
const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('estate'), id: z.coerce.number().int().positive() }),
  z.object({ kind: z.literal('rental'), id: z.coerce.number().int().positive() }),
  z.object({ kind: z.literal('page'), id: z.coerce.number().int().positive() }),
  z.object({ kind: z.literal('menu'), type: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
  z.object({ kind: z.literal('site') }),
]);

export const revalidationSchema = z.object({
  site: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  changes: z.array(changeSchema).min(1).max(500),
});

export type Change = z.infer<typeof changeSchema>;
export type Revalidation = z.infer<typeof revalidationSchema>;

/** The cache tags (cache-tags.ts) whose answers hold what changed. */
function tagsOfChange(change: Change): string[] {
  switch (change.kind) {
    // An estate is in its own answers and in every search and filter count (tagged `estates`).
    case 'estate':
      return [tags.estate(change.id), tags.estates()];
    case 'rental':
      return [tags.rental(change.id), tags.rentals()];
    // A page may be asked for by id or by any of its addresses, and appears in the page list.
    case 'page':
      return [tags.page(change.id), tags.pages()];
    case 'menu':
      return [tags.navigation(change.type)];
    case 'site':
      return [tags.all];
  }
}

/**
 * Every tag to purge for a revalidation: each tag as a single-site deployment writes it and as a
 * deployment serving several sites writes it for this site (`site:{id}:{tag}`).
 */
export function tagsToPurge({ site, changes }: Revalidation): string[] {
  const plain = [...new Set(changes.flatMap(tagsOfChange))];
  return [...plain, ...plain.map((tag) => tags.ofSite(site, tag))];
}
