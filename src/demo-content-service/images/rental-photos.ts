import type { RentalUnit } from '@/content-api/schemas';
import { coastMunicipalityIds } from '../dataset/municipalities';
import { seedFrom } from '../random';
import { drawScene, type PhotoSize, type SceneName } from './estate-photos';

const coastSeries: SceneName[] = ['seaside', 'interior', 'apartment', 'interior', 'seaside'];
const ardennesSeries: SceneName[] = ['forest', 'interior', 'forest', 'interior', 'plot'];

/** A holiday unit's photo: the coast or the Ardennes outside first, rooms inside after. */
export function rentalPhotoSeries(unit: RentalUnit, index: number, size: PhotoSize): string {
  const coast = (coastMunicipalityIds as readonly number[]).includes(Number(unit.general.city.id));
  const series = coast ? coastSeries : ardennesSeries;
  return drawScene(
    series[index % series.length]!,
    seedFrom('rental-photo', unit.id, index),
    size,
    `Holiday rental ${unit.id}, photo ${index + 1}`,
  );
}
