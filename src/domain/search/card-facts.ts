import type { EstateGroup, EstatePicture, EstateStatus, LocalizedString } from '@/content-api/schemas';
import { rentPeriodOf } from '@/domain/estate/display-rules';
import { mainRecord } from './main-record';
import { priceReduction } from './price-reduction';
import { stickerFacts, type StickerFacts } from './sticker';
import { estateStatus, isRentStatus } from './transaction-status';

export interface CardImage {
  /** The small rendition for the card, the full file when there is no thumbnail (spec §9). */
  src: string;
  file: string;
}

/** Everything an estate card shows, read from the estate's main record. */
export interface CardFacts {
  id: number;
  image: CardImage | null;
  /** Null means "price on request". */
  price: number | null;
  /** The higher price asked before, when the agency lowered it (`priceReduction`). */
  previousPrice: number | null;
  priceFrom: boolean;
  /** Rent period code (e.g. 'MONTH') when the price is a rent. */
  pricePeriod: string | null;
  /** Whole euros per m² of living area, when both are known; never for a rent. */
  pricePerSquareMeter: number | null;
  bedrooms: number | null;
  /** The built living surface in m² (dimensions.areaBuild). */
  livingArea: number | null;
  plotArea: number | null;
  cityName: LocalizedString | null;
  subType: LocalizedString | null;
  energyLabel: string | null;
  status: EstateStatus;
  sticker: StickerFacts | null;
}

/** The main image is the picture with the lowest index, whatever order the list came in. */
export function mainImage(pictures: readonly EstatePicture[] | null | undefined): CardImage | null {
  const first = [...(pictures ?? [])].sort((left, right) => left.index - right.index)[0];
  if (!first) return null;
  const thumbnail = first.thumbnail?.trim();
  return { src: thumbnail ? thumbnail : first.file, file: first.file };
}

/** A count or surface worth showing: unknown (-1), absent and zero show nothing on a card. */
function shown(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function cardFacts(estate: EstateGroup): CardFacts {
  const record = mainRecord(estate);
  const price = shown(record.price?.value);
  const livingArea = shown(record.dimensions?.areaBuild);
  const status = estateStatus(record);
  // A rent without a period of its own is a monthly one (`rentPeriodOf`), here also when only the
  // transaction id says it is a rent.
  const pricePeriod = rentPeriodOf(record) ?? (isRentStatus(status) ? 'MONTH' : null);
  // A rent is paid per month (or week, year): per m² it would compare with nothing a visitor knows.
  const salePrice = isRentStatus(status) || pricePeriod !== null ? null : price;
  return {
    id: estate.id,
    image: mainImage(record.pictures),
    price,
    previousPrice: price === null ? null : (priceReduction(record)?.previous ?? null),
    priceFrom: record.price?.priceFrom === true,
    pricePeriod,
    pricePerSquareMeter:
      salePrice !== null && livingArea !== null ? Math.round(salePrice / livingArea) : null,
    bedrooms: shown(record.general.bedroomCount),
    livingArea,
    plotArea: shown(record.dimensions?.areaGround),
    cityName: record.address?.city.name ?? null,
    subType: record.general.subType?.name ?? null,
    energyLabel: record.energy?.energyLabel?.trim() || null,
    status,
    sticker: stickerFacts(record.general.sticker),
  };
}
