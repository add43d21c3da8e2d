import { getTranslations } from 'next-intl/server';
import { localize, type BlockOf } from '@/content-api/schemas';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { loadRentalPage } from '@/server/rental/rental-listing';
import { rentalListingPath } from '@/server/rental/rental-listing-path';
import { RentalCard } from './RentalCard';
import styles from './RentalListBlock.module.css';

type Props = { block: BlockOf<'rentalList'>; locale: Locale };

const DEFAULT_LIMIT = 3;

/** A CMS block with a few holiday rentals and a link to all of them; it stays away when none load. */
export async function RentalListBlock({ block, locale }: Props) {
  const [page, listingPath, t] = await Promise.all([
    loadRentalPage({}, locale, 0, block.limit ?? DEFAULT_LIMIT),
    rentalListingPath(locale),
    getTranslations({ locale, namespace: 'RentalListBlock' }),
  ]);
  if (page.cards.length === 0) return null;
  const title = localize(block.title, locale);
  return (
    <section className="container page-section" aria-label={title || undefined}>
      <div className={styles.head}>
        {title && <h2 className={styles.title}>{title}</h2>}
        {listingPath && (
          <Link href={{ pathname: '/[...path]', params: { path: listingPath } }} className={styles.seeAll}>
            {t('seeAll')}
          </Link>
        )}
      </div>
      <ul className={styles.grid}>
        {page.cards.map((card) => (
          <li key={card.id}>
            <RentalCard rental={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
