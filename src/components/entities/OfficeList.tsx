import { getTranslations } from 'next-intl/server';
import { LocationMapLazy } from '@/components/map/LocationMapLazy';
import type { Locale } from '@/content-api/schemas';
import { telHref, type OfficeView } from './entity-items';
import styles from './entities.module.css';

type Props = {
  offices: OfficeView[];
  locale: Locale;
  tiles: { tileUrl: string; attribution: string };
};

/** Each office with its address, phone, opening hours and, when it has coordinates, a small map. */
export async function OfficeList({ offices, locale, tiles }: Props) {
  const [t, tMap] = await Promise.all([
    getTranslations({ locale, namespace: 'EntityList' }),
    getTranslations({ locale, namespace: 'LocationMap' }),
  ]);
  return (
    <ul className={styles.officeGrid}>
      {offices.map((office) => (
        <li key={office.id} className={styles.card}>
          <div className={styles.cardBody}>
            <h3 className={styles.name}>{office.name}</h3>
            <address className={styles.address}>
              {office.street && <span>{office.street}</span>}
              {office.zipCity && <span>{office.zipCity}</span>}
            </address>
            <dl className={styles.contact}>
              {office.phone && (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={telHref(office.phone)}>{office.phone}</a>
                  </dd>
                </div>
              )}
              {office.email && (
                <div>
                  <dt>{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${office.email}`}>{office.email}</a>
                  </dd>
                </div>
              )}
              {office.openingHours && (
                <div>
                  <dt>{t('openingHours')}</dt>
                  <dd>{office.openingHours}</dd>
                </div>
              )}
            </dl>
          </div>
          <LocationMapLazy
            lat={office.lat}
            lon={office.lon}
            title={office.name}
            label={t('map', { name: office.name })}
            zoomInLabel={tMap('zoomIn')}
            zoomOutLabel={tMap('zoomOut')}
            className={styles.officeMap}
            {...tiles}
          />
        </li>
      ))}
    </ul>
  );
}
