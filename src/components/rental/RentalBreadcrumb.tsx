import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { rentalListingPath } from '@/server/rental/rental-listing-path';
import styles from './RentalDetail.module.css';

type Props = { locale: Locale; title: string };

/** Home › holiday rentals › this unit; the middle step only when the site has a rental listing. */
export async function RentalBreadcrumb({ locale, title }: Props) {
  const [t, listingPath] = await Promise.all([
    getTranslations({ locale, namespace: 'RentalDetail' }),
    rentalListingPath(locale),
  ]);
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href="/">{t('home')}</Link>
        </li>
        {listingPath && (
          <li>
            <Link href={{ pathname: '/[...path]', params: { path: listingPath } }}>
              {t('holidayRentals')}
            </Link>
          </li>
        )}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
