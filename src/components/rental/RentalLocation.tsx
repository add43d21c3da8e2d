import { getTranslations } from 'next-intl/server';
import type { Locale, RentalUnit } from '@/content-api/schemas';
import { LocationMapLazy } from '@/components/map/LocationMapLazy';
import { mapTileProps } from '@/components/map/map-props';
import styles from './RentalDetail.module.css';

type Props = { unit: RentalUnit; locale: Locale; title: string };

/** The map of the unit (spec §2): only when its location has both coordinates, else nothing at all. */
export async function RentalLocation({ unit, locale, title }: Props) {
  const { lat, lon } = unit.general.location;
  if (lat === null || lon === null) return null;
  const t = await getTranslations({ locale, namespace: 'RentalDetail' });
  return (
    <section className={styles.location} aria-labelledby="rental-location-title">
      <h2 id="rental-location-title">{t('locationTitle')}</h2>
      <LocationMapLazy
        lat={lat}
        lon={lon}
        title={title}
        {...mapTileProps()}
        label={t('mapLabel', { title })}
        zoomInLabel={t('zoomIn')}
        zoomOutLabel={t('zoomOut')}
      />
    </section>
  );
}
