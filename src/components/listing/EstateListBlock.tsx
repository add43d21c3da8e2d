import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { cardFavoriteState } from '@/components/favorites/card-favorite-state';
import { localize, type BlockOf } from '@/content-api/schemas';
import { searchEstates } from '@/server/content-service';
import { buildEstateSearchBody } from '@/domain/search';
import { IslandMessages } from '@/i18n/IslandMessages';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { listingPathFor } from '@/server/listing/listing-page-for-node';
import { EstateGrid } from './EstateGrid';
import { toEstateCardModel } from '@/display/listing/estate-card-model';
import styles from './EstateListBlock.module.css';

type Props = { block: BlockOf<'estateList'>; locale: Locale };

/** A row of cards suits a content page: a handful, never a full page. */
const DEFAULT_LIMIT = 6;

/**
 * A CMS block with the newest estates of a listing and, when a page shows that whole listing, a
 * link to it. A failed search leaves the block out rather than breaking the page around it.
 */
export async function EstateListBlock({ block, locale }: Props) {
  if (block.node.kind !== 'estates') return null;
  const node = block.node;
  const limit = block.limit ?? DEFAULT_LIMIT;
  const body = buildEstateSearchBody({ node });
  const [answer, path, t] = await Promise.all([
    searchEstates({ ...body, pagination: { from: 0, size: limit } }),
    listingPathFor(node, locale),
    getTranslations({ locale, namespace: 'EstateListBlock' }),
  ]);
  if (answer.error || answer.results.length === 0) return null;
  const title = localize(block.title, locale);
  const estates = answer.results.slice(0, limit).map((estate) => toEstateCardModel(estate, locale));
  return (
    <section className="container page-section" aria-label={title || undefined}>
      <div className={styles.head}>
        {title && <h2 className={styles.title}>{title}</h2>}
        {path && (
          <Link href={{ pathname: '/[...path]', params: { path } }} className={styles.seeAll}>
            {title ? t('seeAllOf', { title }) : t('seeAll')}
          </Link>
        )}
      </div>
      <IslandMessages namespaces={['FavoriteButton', 'CompareToggle']}>
        <EstateGrid
          estates={estates}
          favorite={(estate) => <FavoriteButton estateId={estate.id} current={cardFavoriteState(estate)} />}
        />
      </IslandMessages>
    </section>
  );
}
