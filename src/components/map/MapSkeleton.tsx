import styles from './MapSkeleton.module.css';

type Props = { label?: string };

/** Fills the map's frame while Leaflet and the first tiles load, so nothing around it moves. */
export function MapSkeleton({ label }: Props) {
  if (!label) return <div className={styles.skeleton} aria-hidden="true" data-testid="map-skeleton" />;
  return (
    <div className={styles.skeleton} role="status" data-testid="map-skeleton">
      <span className={styles.label}>{label}</span>
    </div>
  );
}
