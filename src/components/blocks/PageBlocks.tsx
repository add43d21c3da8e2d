import type { Block } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { localize } from '@/content-api/schemas';
import { sanitizeContentHtml } from '@/server/sanitize';
import { getSiteId } from '@/server/sites/request-site';
import { HeroBlock } from './HeroBlock';
import { CtaBlock } from './CtaBlock';
import { ImageBlock } from './ImageBlock';
import { BeforeAfterBlock } from './BeforeAfterBlock';
import { EntityListBlock } from '@/components/entities/EntityListBlock';
import { EstateListBlock } from '@/components/listing/EstateListBlock';
import { RentalListBlock } from '@/components/rental/RentalListBlock';
import styles from './blocks.module.css';

type Props = { blocks: Block[]; locale: Locale; headingLevel?: 'h1' | 'h2' };

/** Renders a CMS page's blocks in order; a block this site cannot show is skipped and logged, never fatal. */
export async function PageBlocks({ blocks, locale, headingLevel = 'h2' }: Props) {
  // The asset route serves the assets of the site being served, so only those are rewritten to it.
  const siteId = await getSiteId();
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
                siteId={siteId}
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
            return <ImageBlock key={key} block={block} locale={locale} siteId={siteId} />;
          case 'cta':
            return <CtaBlock key={key} block={block} locale={locale} />;
          case 'estateList':
            return <EstateListBlock key={key} block={block} locale={locale} />;
          case 'rentalList':
            return <RentalListBlock key={key} block={block} locale={locale} />;
          case 'beforeAfter':
            return <BeforeAfterBlock key={key} block={block} locale={locale} />;
          case 'entityList':
            return <EntityListBlock key={key} block={block} locale={locale} />;
          case 'unknown':
            console.warn(`CMS block of unknown type '${block.originalType}' skipped`);
            return null;
          default:
            return null;
        }
      })}
    </>
  );
}
