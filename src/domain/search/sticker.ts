import type { Sticker } from '@/content-api/schemas';

export interface StickerFacts {
  id: number;
  name: Sticker['name'];
  /** Null when the sticker should use the site's own colours. */
  color: string | null;
  textColor: string | null;
}

const whites = new Set(['#fff', '#ffffff', 'white']);
const blacks = new Set(['#000', '#000000', 'black']);

function keptColor(color: string | null | undefined, ignored: ReadonlySet<string>): string | null {
  const trimmed = color?.trim();
  if (!trimmed || ignored.has(trimmed.toLowerCase())) return null;
  return trimmed;
}

/**
 * A white sticker background and a black sticker text are the back office's defaults rather than a
 * choice, so they are ignored (spec §5) and the site's own sticker style shows instead.
 */
export function stickerFacts(sticker: Sticker | null | undefined): StickerFacts | null {
  if (!sticker) return null;
  return {
    id: sticker.id,
    name: sticker.name,
    color: keptColor(sticker.color, whites),
    textColor: keptColor(sticker.colorText, blacks),
  };
}
