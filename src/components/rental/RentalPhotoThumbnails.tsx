import type { RentalPhotoSet } from '@/domain/rental';
import styles from './RentalPhotoThumbnails.module.css';

type Props = {
  photos: RentalPhotoSet[];
  active: number;
  label: string;
  /** The accessible name of each thumbnail's button. */
  names: string[];
  onSelect: (index: number) => void;
};

/** Small photos under the carousel (the thumbnail size of §3) to jump straight to one. */
export function RentalPhotoThumbnails({ photos, active, label, names, onSelect }: Props) {
  return (
    <ul className={styles.thumbnails} aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.thumbnail}>
          <button
            type="button"
            className={styles.thumbnail}
            aria-label={names[index]}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => onSelect(index)}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- decorative thumbnail; the button carries the name */}
            <img src={photo.thumbnail} alt="" width={96} height={72} loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  );
}
