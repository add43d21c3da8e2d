import type { BlockOf } from '@/content-api/schemas';
import { localize } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { BeforeAfterSplit } from './BeforeAfterSplit';
import { IslandMessages } from '@/i18n/IslandMessages';

type Props = { block: BlockOf<'beforeAfter'>; locale: Locale };

/** A renovation story from the CMS: photo pairs compared with the before/after slider (spec §2). */
export function BeforeAfterBlock({ block, locale }: Props) {
  const pairs = block.pairs.map((pair) => ({
    caption: pair.caption ? localize(pair.caption, locale) : undefined,
    before: { src: pair.before.src, alt: localize(pair.before.alt, locale) },
    after: { src: pair.after.src, alt: localize(pair.after.alt, locale) },
  }));
  return (
    <div className="container page-section">
      <IslandMessages namespaces={['BeforeAfter']}>
        <BeforeAfterSplit pairs={pairs} heading={block.title ? localize(block.title, locale) : undefined} />
      </IslandMessages>
    </div>
  );
}
