import type { Block } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { localize } from '@/content-api/schemas';
import { sanitizeContentHtml } from '@/server/sanitize';
import { HeroBlock } from './HeroBlock';
import { CtaBlock } from './CtaBlock';
import { EstateListBlock } from '@/components/listing/EstateListBlock';
import { RentalListBlock } from '@/components/rental/RentalListBlock';
import styles from './blocks.module.css';

type Props = { blocks: Block[]; locale: Locale; headingLevel?: 'h1' | 'h2' };

/** Renders a CMS page's blocks in order; a block this site cannot show yet is skipped, never fatal. */
export function PageBlocks({ blocks, locale, headingLevel = 'h2' }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'hero':
            return (
              <HeroBlock
                key={key}
                block={block}
                locale={locale}
                headingLevel={index === 0 ? headingLevel : 'h2'}
              />
            );
          case 'richText':
            return (
              <section key={key} className={`container page-section ${styles.richText}`}>
                <div
                  className="prose"
                  dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(localize(block.html, locale)) }}
                />
              </section>
            );
          case 'image':
            return (
              <figure key={key} className={`container ${styles.figure}`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- CMS images come with no known size */}
                <img src={block.src} alt={localize(block.alt, locale)} loading="lazy" decoding="async" />
                {block.caption && <figcaption>{localize(block.caption, locale)}</figcaption>}
              </figure>
            );
          case 'cta':
            return <CtaBlock key={key} block={block} locale={locale} />;
          case 'estateList':
            return <EstateListBlock key={key} block={block} locale={locale} />;
          case 'rentalList':
            return <RentalListBlock key={key} block={block} locale={locale} />;
          default:
            return null;
        }
      })}
    </>
  );
}
