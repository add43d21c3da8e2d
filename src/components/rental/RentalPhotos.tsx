import { getTranslations } from 'next-intl/server';
import type { Locale, RentalUnit } from '@/content-api/schemas';
import { rentalPhotoSets } from '@/domain/rental';
import { IslandMessages } from '@/i18n/IslandMessages';
import { RentalPhotoCarousel } from './RentalPhotoCarousel';
import { ScrollDownButton } from './ScrollDownButton';
import styles from './RentalDetail.module.css';

type Props = { unit: RentalUnit; locale: Locale; title: string };

/** The photo carousel at the top of the page, with the arrow down to the description. */
export async function RentalPhotos({ unit, locale, title }: Props) {
  const t = await getTranslations({ locale, namespace: 'RentalDetail' });
  const photos = rentalPhotoSets(unit);
  return (
    <div className={styles.hero}>
      {photos.length > 0 ? (
        <IslandMessages namespaces={['RentalPhotos']}>
          <RentalPhotoCarousel photos={photos} title={title} />
        </IslandMessages>
      ) : (
        <p className={styles.noPhotos}>{t('noPhotos')}</p>
      )}
      <div className={styles.scrollDown}>
        <ScrollDownButton label={t('scrollDown')} />
      </div>
    </div>
  );
}
