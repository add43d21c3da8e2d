import { getTranslations } from 'next-intl/server';
import type { Locale, RentalUnit } from '@/content-api/schemas';
import { formatPrice } from '@/domain/estate';
import { embeddableVideos, isVisibleRentalValue, rentalAddress, rentalPhotoSets } from '@/domain/rental';
import { FactIcon } from '@/components/cards/FactIcon';
import { IslandMessages } from '@/i18n/IslandMessages';
import { VideoLightboxButton } from './VideoLightboxButton';
import styles from './RentalDetailHeader.module.css';

type Props = { unit: RentalUnit; locale: Locale; title: string };

/** Title, address, key facts, the price from, and the video button of a rental unit. */
export async function RentalDetailHeader({ unit, locale, title }: Props) {
  const [t, tCard, tFacts] = await Promise.all([
    getTranslations({ locale, namespace: 'RentalDetail' }),
    getTranslations({ locale, namespace: 'RentalCard' }),
    getTranslations({ locale, namespace: 'RentalFacts' }),
  ]);
  const videos = embeddableVideos(unit.videos, locale);
  const counts = [
    { kind: 'guests', count: unit.general.maxOccupation },
    { kind: 'bedrooms', count: unit.rooms.bedrooms },
    { kind: 'bathrooms', count: unit.rooms.bathrooms },
  ] as const;
  const address = rentalAddress(unit, locale, tFacts('boxWord'));
  return (
    <header id="rental-details" className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {address && <p className={styles.address}>{address}</p>}
      <ul className={styles.keyFacts} aria-label={tCard('factsLabel')}>
        {counts.map(({ kind, count }) =>
          typeof count === 'number' && isVisibleRentalValue(count) ? (
            <li key={kind}>
              <FactIcon kind={kind} />
              {tCard(kind, { count })}
            </li>
          ) : null,
        )}
      </ul>
      <div className={styles.headerActions}>
        <p className={styles.price}>
          {isVisibleRentalValue(unit.priceFrom) ? (
            <>
              {t('priceFrom', { price: formatPrice(unit.priceFrom) })}{' '}
              <span className={styles.pricePer}>{t('pricePerPeriod')}</span>
            </>
          ) : (
            t('priceOnRequest')
          )}
        </p>
        <a href="#reservation" className={`button ${styles.reserveLink}`}>
          {t('reserveLink')}
        </a>
        {videos.length > 0 && (
          <IslandMessages namespaces={['RentalVideo', 'VideoOnRequest']}>
            <VideoLightboxButton videos={videos} poster={rentalPhotoSets(unit)[0]?.medium} />
          </IslandMessages>
        )}
      </div>
    </header>
  );
}
