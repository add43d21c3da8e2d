'use client';

import { useTranslations } from 'next-intl';
import { countChangedFavorites } from '@/domain/favorites/favorite-changes';
import { Link, usePathname } from '@/i18n/navigation';
import { useSavedFavorites } from './favorites-store';
import styles from './FavoritesLink.module.css';

/**
 * The navbar's way to the favorites page, with the number saved, updated as hearts are toggled, and
 * a mark when some changed since they were saved (a lower price, sold, gone).
 */
export function FavoritesLink() {
  const t = useTranslations('FavoritesLink');
  const favorites = useSavedFavorites();
  const count = favorites.length;
  const changed = countChangedFavorites(favorites);
  const current = usePathname() === '/favorites';

  return (
    <Link href="/favorites" className={styles.link} aria-current={current ? 'page' : undefined}>
      <svg
        className={styles.heart}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.6l-1.3-1.2C5.9 15.1 2.8 12.3 2.8 8.8 2.8 6 5 3.8 7.8 3.8c1.6 0 3.1.7 4.2 1.9 1.1-1.2 2.6-1.9 4.2-1.9 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-7.9 10.6L12 20.6z" />
      </svg>
      <span className={styles.label}>{t('label')}</span>{' '}
      {count > 0 && (
        <>
          <span
            className={styles.count}
            aria-hidden="true"
            data-testid="favorites-count"
            data-changed={changed > 0 ? 'true' : undefined}
          >
            {count}
          </span>
          {/* Screen readers hear "Favorites (2)" or "Favorites (2), 1 changed"; the badge shows the number. */}
          <span className="visually-hidden">
            ({count}){changed > 0 && `, ${t('changed', { count: changed })}`}
          </span>
        </>
      )}
    </Link>
  );
}
