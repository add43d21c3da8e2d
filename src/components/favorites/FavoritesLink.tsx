'use client';

import { Link, usePathname } from '@/i18n/navigation';
import { useFavorites } from './favorites-store';
import styles from './FavoritesLink.module.css';

type Props = { label: string };

/** The navbar's way to the favorites page, with the number saved, updated as hearts are toggled. */
export function FavoritesLink({ label }: Props) {
  const count = useFavorites().length;
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
      <span className={styles.label}>{label}</span>{' '}
      {count > 0 && (
        <>
          <span className={styles.count} aria-hidden="true" data-testid="favorites-count">
            {count}
          </span>
          {/* Screen readers hear "Favorites (2)"; the badge shows just the number. */}
          <span className="visually-hidden">({count})</span>
        </>
      )}
    </Link>
  );
}
