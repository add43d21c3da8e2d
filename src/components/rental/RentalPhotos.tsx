import { getTranslations } from 'next-intl/server';
import type { Locale, RentalUnit } from '@/content-api/schemas';
import { rentalPhotoSets } from '@/domain/rental';
import { RentalPhotoCarousel } from './RentalPhotoCarousel';
import { ScrollDownButton } from './ScrollDownButton';
import styles from './RentalDetail.module.css';

type Props = { unit: RentalUnit; locale: Locale; title: string };

/** The photo carousel at the top of the page, with the arrow down to the description. */
export async function RentalPhotos({ unit, locale, title }: Props) {
  const t = await getTranslations({ locale, namespace: 'RentalDetail' });
  const photos = rentalPhotoSets(unit);
  const total = photos.length;
  return (
    <div className={styles.hero}>
      {total > 0 ? (
        <RentalPhotoCarousel
          photos={photos}
          labels={{
            region: t('photos'),
            previous: t('previousPhoto'),
            next: t('nextPhoto'),
            thumbnails: t('thumbnails'),
            photoAlts: photos.map((_, index) => t('photoAlt', { index: index + 1, total, title })),
            showPhoto: photos.map((_, index) => t('showPhoto', { index: index + 1 })),
          }}
        />
      ) : (
        <p className={styles.noPhotos}>{t('noPhotos')}</p>
      )}
      <div className={styles.scrollDown}>
        <ScrollDownButton label={t('scrollDown')} />
      </div>
    </div>
  );
}
