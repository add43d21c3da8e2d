import Image from 'next/image';
import type { MapMarker } from '@/display/map/map-marker';
import styles from './MapMarkerCard.module.css';

type Props = { marker: MapMarker; priceOnRequest: string };

/**
 * The small card inside a marker's popup. The title link stretches over the whole card, so the photo
 * is clickable too while keyboard and screen-reader users meet a single link.
 */
export function MapMarkerCard({ marker, priceOnRequest }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        {marker.imageUrl && (
          // The content service hosts photos on hosts only it knows: no optimizer in between.
          <Image src={marker.imageUrl} alt="" width={240} height={150} unoptimized />
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={marker.href} className={styles.link}>
            {marker.title}
          </a>
        </h3>
        {marker.subtitle && <p className={styles.subtitle}>{marker.subtitle}</p>}
        <p className={styles.price}>{marker.price ?? priceOnRequest}</p>
      </div>
    </article>
  );
}
