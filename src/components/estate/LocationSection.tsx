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
 * Where the estate is: a pin at a published address; for a hidden one, the area around the
 * approximate point the public record keeps (`domain/estate/public-record.ts`).
 */
export async function LocationSection({ record, locale, title, address, texts, headingId }: Props) {
  if (!address) return null;
  const point = record.address?.geoLocation;
  const addressVisible = isAddressVisible(record);
  const mapLabels = point ? await getLocationMapLabels(locale) : null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p className={styles.address}>{address}</p>
      {!addressVisible && <p className={styles.note}>{texts.addressOnRequest}</p>}
      {point && mapLabels && (
        <LocationMapLazy
          lat={point.lat}
          lon={point.lon}
          approximate={!addressVisible}
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
