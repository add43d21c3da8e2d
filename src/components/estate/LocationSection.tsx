import { LocationMapLazy } from '@/components/map/LocationMapLazy';
import { getLocationMapLabels, mapTileProps } from '@/components/map/map-props';
import type { EstateRecord } from '@/content-api/schemas';
import { isAddressVisible } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import styles from './LocationSection.module.css';

type Props = {
  record: EstateRecord;
  locale: Locale;
  title: string;
  address: string;
  texts: { heading: string; mapLabel: string; addressOnRequest: string };
  headingId: string;
};

/**
 * Where the estate is. The map shows only with coordinates and a published address: a marker would
 * give away an address the agency keeps to itself.
 */
export async function LocationSection({ record, locale, title, address, texts, headingId }: Props) {
  if (!address) return null;
  const point = record.address?.geoLocation;
  const showMap = Boolean(point) && isAddressVisible(record);
  const mapLabels = showMap ? await getLocationMapLabels(locale) : null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p className={styles.address}>{address}</p>
      {!isAddressVisible(record) && <p className={styles.note}>{texts.addressOnRequest}</p>}
      {showMap && point && mapLabels && (
        <LocationMapLazy
          lat={point.lat}
          lon={point.lon}
          title={title}
          {...mapTileProps()}
          {...mapLabels}
          label={texts.mapLabel}
          className={styles.map}
        />
      )}
    </section>
  );
}
