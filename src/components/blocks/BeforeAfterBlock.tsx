import { getTranslations } from 'next-intl/server';
import type { BlockOf } from '@/content-api/schemas';
import { localize } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { BeforeAfter, type BeforeAfterLabels } from '@/components/estate/BeforeAfter';

type Props = { block: BlockOf<'beforeAfter'>; locale: Locale };

/** A renovation story from the CMS: photo pairs compared with the before/after slider (spec §2). */
export async function BeforeAfterBlock({ block, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'BeforeAfter' });
  // The component fills {percent} and {index} itself, so those two stay unformatted.
  const labels: BeforeAfterLabels = {
    heading: block.title ? localize(block.title, locale) : t('heading'),
    slider: t('slider'),
    sliderValue: t.raw('sliderValue') as string,
    before: t('before'),
    after: t('after'),
    pairs: t('pairs'),
    pair: t.raw('pair') as string,
  };
  const pairs = block.pairs.map((pair) => ({
    caption: pair.caption ? localize(pair.caption, locale) : undefined,
    before: { src: pair.before.src, alt: localize(pair.before.alt, locale) },
    after: { src: pair.after.src, alt: localize(pair.after.alt, locale) },
  }));
  return (
    <div className="container page-section">
      <BeforeAfter pairs={pairs} labels={labels} />
    </div>
  );
}
