import { PageBlocks } from '@/components/blocks/PageBlocks';
import { localize, type Page } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';

type Props = { page: Page; locale: Locale };

/** A content page: its title (unless a hero block carries it) followed by its blocks. */
export function CmsPageView({ page, locale }: Props) {
  const heroCarriesTitle = page.blocks[0]?.type === 'hero';
  return (
    <article>
      {!heroCarriesTitle && (
        <header className="container page-section">
          <h1>{localize(page.title, locale)}</h1>
        </header>
      )}
      <PageBlocks blocks={page.blocks} locale={locale} headingLevel={heroCarriesTitle ? 'h1' : 'h2'} />
    </article>
  );
}
