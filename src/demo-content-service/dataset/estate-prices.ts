import type { Random } from '../random';
import type { HeadTypeCode } from './estate-catalogue';
import type { Region } from './municipalities';
import { rentalStatuses, type EstateStatus } from './transactions';

/** Asking prices by type, in euro: [min, max] for a sale and for a monthly rent. */
const saleRanges: Record<HeadTypeCode, [number, number]> = {
  HOUSE: [215_000, 820_000],
  APARTMENT: [155_000, 540_000],
  PLOT: [55_000, 340_000],
  COMMERCIAL: [180_000, 1_250_000],
  GARAGE: [18_000, 48_000],
  PROJECT: [240_000, 650_000],
};
const rentRanges: Record<HeadTypeCode, [number, number]> = {
  HOUSE: [950, 2_400],
  APARTMENT: [640, 1_550],
  PLOT: [300, 900],
  COMMERCIAL: [1_200, 4_800],
  GARAGE: [60, 150],
  PROJECT: [900, 1_600],
};

/** Brussels is dearer and Wallonia cheaper than Flanders, as on the real market. */
const regionFactor: Record<Region, number> = { brussels: 1.2, flanders: 1, wallonia: 0.78 };
const luxuryFactor: Record<string, number> = {
  VILLA: 1.5,
  CASTLE: 3.2,
  PENTHOUSE: 1.6,
  HOTEL: 2.5,
  STUDENT_ROOM: 0.35,
  STUDIO: 0.55,
};

export function pickPrice(
  code: HeadTypeCode,
  subTypeCode: string,
  status: EstateStatus,
  region: Region,
  random: Random,
): number {
  const rental = rentalStatuses.includes(status);
  const [min, max] = (rental ? rentRanges : saleRanges)[code];
  const raw = random.int(min, max) * regionFactor[region] * (luxuryFactor[subTypeCode] ?? 1);
  const step = rental ? 25 : 5_000;
  return Math.max(step, Math.round(raw / step) * step);
}
