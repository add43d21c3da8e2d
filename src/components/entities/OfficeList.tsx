import { LocationMapLazy } from '@/components/map/LocationMapLazy';
import { telHref, type OfficeView } from './entity-items';
import type { ContactLabels } from './TeamList';
import styles from './entities.module.css';

export type OfficeLabels = ContactLabels & {
  openingHours: string;
  /** Accessible name of an office's map, with a literal `{name}`. */
  map: string;
  zoomIn: string;
  zoomOut: string;
};

type Props = {
  offices: OfficeView[];
  labels: OfficeLabels;
  tiles: { tileUrl: string; attribution: string };
};

/** Each office with its address, phone, opening hours and, when it has coordinates, a small map. */
export function OfficeList({ offices, labels, tiles }: Props) {
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
                  <dt>{labels.phone}</dt>
                  <dd>
                    <a href={telHref(office.phone)}>{office.phone}</a>
                  </dd>
                </div>
              )}
              {office.email && (
                <div>
                  <dt>{labels.email}</dt>
                  <dd>
                    <a href={`mailto:${office.email}`}>{office.email}</a>
                  </dd>
                </div>
              )}
              {office.openingHours && (
                <div>
                  <dt>{labels.openingHours}</dt>
                  <dd>{office.openingHours}</dd>
                </div>
              )}
            </dl>
          </div>
          <LocationMapLazy
            lat={office.lat}
            lon={office.lon}
            title={office.name}
            label={labels.map.replaceAll('{name}', office.name)}
            zoomInLabel={labels.zoomIn}
            zoomOutLabel={labels.zoomOut}
            className={styles.officeMap}
            {...tiles}
          />
        </li>
      ))}
    </ul>
  );
}
