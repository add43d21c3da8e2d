import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { cardFavoriteState } from '@/components/favorites/card-favorite-state';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import type { EstatePageAnswer } from '@/display/listing/listing-types';
import type { Locale } from '@/i18n/locales';
import { EstateGrid } from './EstateGrid';
import { mergePages } from './merge-pages';
import styles from './EstateResults.module.css';

export type EstateResultCardsProps = {
  pages: readonly EstatePageAnswer[];
  locale: Locale;
  /** Index (among the shown cards) of the card whose link takes the focus when it appears. */
  focusIndex?: number | null;
};

const favorite = (estate: EstateCardModel) => (
  <FavoriteButton estateId={estate.id} current={cardFavoriteState(estate)} />
);

/**
 * The cards of the loaded pages, in headed sections when the listing is grouped. The server renders
 * the first page with it, so a listing's first load carries no card code; the browser loads it once
 * "load more" brings a next page.
 */
export function EstateResultCards({ pages, locale, focusIndex = null }: EstateResultCardsProps) {
  const t = useTranslations('Listing');
  const { estates, sections } = mergePages(pages, locale);
  // Keyboard and screen reader users continue where the new cards start.
  const focusEstateId = focusIndex === null ? undefined : estates[focusIndex]?.id;

  if (sections)
    return sections.map((section) => (
      <section key={section.id} className={styles.section} aria-labelledby={`section-${section.id}`}>
        <h2 id={`section-${section.id}`} className={styles.sectionTitle}>
          {section.title}
        </h2>
        <EstateGrid estates={section.estates} favorite={favorite} focusEstateId={focusEstateId} />
      </section>
    ));
  return (
    // A heading of its own keeps the cards' h3 titles in order under the page's h1.
    <section aria-labelledby="listing-results-heading">
      <h2 id="listing-results-heading" className="visually-hidden">
        {t('resultsHeading')}
      </h2>
      <EstateGrid estates={estates} favorite={favorite} leadsPage focusEstateId={focusEstateId} />
    </section>
  );
}

export default EstateResultCards;
