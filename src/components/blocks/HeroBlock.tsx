import type { BlockOf } from '@/content-api/schemas';
import { localize } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { siteAssetSrc } from '@/server/assets/site-asset-src';
import styles from './blocks.module.css';

type Props = { block: BlockOf<'hero'>; locale: Locale; siteId: string; headingLevel: 'h1' | 'h2' };

export function HeroBlock({ block, locale, siteId, headingLevel: Heading }: Props) {
  return (
    <section className={styles.hero}>
      {/* eslint-disable-next-line @next/next/no-img-element -- decorative backdrop served by the content service */}
      <img
        className={styles.heroImage}
        src={siteAssetSrc(block.image, siteId).src}
        alt=""
        fetchPriority="high"
      />
      <div className={`container ${styles.heroText}`}>
        <Heading className={styles.heroTitle}>{localize(block.title, locale)}</Heading>
        {block.subtitle && <p className={styles.heroSubtitle}>{localize(block.subtitle, locale)}</p>}
      </div>
    </section>
  );
}
