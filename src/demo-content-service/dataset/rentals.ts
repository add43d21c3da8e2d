import type { RentalPeriod, RentalUnit } from '@/content-api/schemas';
import { rentalPhotoUrl } from '../media-urls';
import { createRandom, seedFrom } from '../random';
import { municipalityById } from './municipalities';
import { buildRentalPeriods } from './rental-periods';
import { rentalPlaces, subKinds, type RentalPlace } from './rental-places';
import { rentalTexts } from './rental-texts';

export const RENTAL_UNIT_COUNT = 44;
const FIRST_UNIT_ID = 501;
const residences = ['Zeezicht', 'Albatros', 'Westhinder', 'Belle Vue', 'Noordzee', 'Duinenhof'];

export interface RentalData {
  units: RentalUnit[];
  periods: Map<number, RentalPeriod[]>;
}

/**
 * Most units have the eight photos or more a holiday listing is expected to show (Google's vacation
 * rental listings ask for eight); a few have three to seven, as some agencies' units do.
 */
function photoCount(index: number, drawn: number): number {
  return index % 10 === 3 ? drawn - 5 : drawn;
}

function buildUnit(
  index: number,
  siteId: string,
  publicUrl: string,
): { id: number; unit: RentalUnit; periods: RentalPeriod[] } {
  const id = FIRST_UNIT_ID + index;
  const random = createRandom(seedFrom('rental', id));
  const place: RentalPlace = index < rentalPlaces.length ? rentalPlaces[index]! : random.pick(rentalPlaces);
  const municipality = municipalityById(place.municipalityId);
  const kind = random.pick(subKinds.filter((subKind) => subKind.regions.includes(place.region)));
  const guests = random.int(kind.sleeps[0], kind.sleeps[1]);
  const bedrooms = Math.max(1, Math.ceil(guests / 2) - (kind.id === 2 ? 1 : 0));
  const bathrooms = guests > 6 ? 2 : 1;
  const inBuilding = [1, 2, 6].includes(kind.id);
  const floor = inBuilding ? random.int(0, 8) : null;
  // A few units have no known position: the detail page then hides its map.
  const located = index % 11 !== 7;
  const weekPrice = Math.round((random.int(420, 900) + guests * random.int(40, 90)) / 5) * 5;
  const periods = buildRentalPeriods(id, weekPrice);
  const weekPrices = periods.filter((period) => period.type === 'week').map((period) => period.price);
  const texts = rentalTexts({
    region: place.region,
    kind: kind.name,
    place: place.name,
    guests,
    bedrooms,
    bathrooms,
    highlightIndex: random.int(0, 2),
  });
  const residence = random.pick(residences);
  const unit: RentalUnit = {
    id,
    photos: Array.from({ length: photoCount(index, random.int(8, 12)) }, (_, photo) => ({
      original: rentalPhotoUrl(publicUrl, siteId, id, photo, 'original'),
      medium: rentalPhotoUrl(publicUrl, siteId, id, photo, 'medium'),
      thumbnail: rentalPhotoUrl(publicUrl, siteId, id, photo, 'thumbnail'),
    })),
    address: {
      street: { nl: random.pick(place.streets) },
      number: String(random.int(1, 250)),
      box: inBuilding ? `${floor}.${random.int(1, 4)}` : null,
      city: { zip: municipality.zip, name: municipality.name, alias: place.name },
    },
    general: {
      description: texts.description,
      descriptionShort: texts.descriptionShort,
      location: {
        id: place.id,
        name: place.name,
        lat: located ? Math.round((place.lat + random.float(-0.006, 0.006, 6)) * 1e6) / 1e6 : null,
        lon: located ? Math.round((place.lon + random.float(-0.009, 0.009, 6)) * 1e6) / 1e6 : null,
      },
      city: { id: municipality.id, name: municipality.name },
      maxOccupation: guests,
      subKind: { id: kind.id, name: kind.name },
      garage: random.chance(0.4),
      floor,
      building:
        inBuilding && place.region === 'coast'
          ? { name: `Residentie ${residence}`, rentalName: `${residence.slice(0, 3).toUpperCase()}-${id}` }
          : null,
    },
    rooms: { bedrooms, bathrooms },
    // Two units have no published price yet: the site shows "price on request".
    priceFrom: index % 20 === 9 ? null : Math.min(...weekPrices),
    videos: random.chance(0.2)
      ? [{ url: `https://www.youtube-nocookie.com/embed/vakantie${id}`, title: 'Video' }]
      : [],
  };
  return { id, unit, periods };
}

/** Holiday rental units at the coast and in the Ardennes, with their periods over 2026 and 2027. */
export function buildRentals(siteId: string, publicUrl: string): RentalData {
  const units: RentalUnit[] = [];
  const periods = new Map<number, RentalPeriod[]>();
  for (let index = 0; index < RENTAL_UNIT_COUNT; index += 1) {
    const built = buildUnit(index, siteId, publicUrl);
    units.push(built.unit);
    periods.set(built.id, built.periods);
  }
  return { units, periods };
}
