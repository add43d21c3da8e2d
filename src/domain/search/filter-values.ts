import {
  groupKeys,
  sortDirections,
  type GroupKey,
  type SortDirection,
} from '@/content-api/schemas/vocabulary';
import { LARGE_BEDROOM_BUCKET, LARGE_BEDROOM_OPTION, VIEW_TYPES, type ViewType } from './constants';
import { formatGeoRange, parseGeoRange } from './geo-range';
import { formatMapBounds, parseMapBounds } from './map-bounds';
import { sortTypes, type BedroomsFilter, type SortType } from './search-filters';

/*
 * One reader per kind of URL value. Each takes the raw text of one value and gives the value, or
 * undefined when the text does not pass: such a value is simply no filter (spec §5). Plain functions,
 * not schemas: the listing's browser code parses its URL with them.
 */
export type ValueReader<T> = (text: string) => T | undefined;

const DIGITS = /^\d+$/;
const wholeNumber = (text: string) => (DIGITS.test(text) ? Number(text) : undefined);

/** A content-service id: a positive whole number. */
export const idValue: ValueReader<number> = (text) => {
  const id = wholeNumber(text);
  return id !== undefined && id > 0 && Number.isSafeInteger(id) ? id : undefined;
};

/** A price in euro: a non-negative amount, cents allowed. */
export const amountValue: ValueReader<number> = (text) => {
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const amount = Number(text);
  return amount <= Number.MAX_SAFE_INTEGER ? amount : undefined;
};

/** A minimum count such as bed-min: at least 1 (0 would filter nothing). */
export const minimumCountValue: ValueReader<number> = (text) => {
  const count = wholeNumber(text);
  return count !== undefined && count >= 1 && Number.isSafeInteger(count) ? count : undefined;
};

/** 1 to 5 exactly; '6+' or any number from 6 up is the large bucket (spec §9). */
export const bedroomsValue: ValueReader<BedroomsFilter> = (text) => {
  if (text === LARGE_BEDROOM_OPTION) return LARGE_BEDROOM_OPTION;
  const count = minimumCountValue(text);
  if (count === undefined) return undefined;
  return count >= LARGE_BEDROOM_BUCKET ? LARGE_BEDROOM_OPTION : (count as BedroomsFilter);
};

/** An ISO 3166 alpha-2 country code, as the service spells it (upper case). */
export const countryValue: ValueReader<string> = (text) =>
  /^[a-z]{2}$/i.test(text) ? text.toUpperCase() : undefined;

function oneOf<T extends string>(allowed: readonly T[], text: string): T | undefined {
  return (allowed as readonly string[]).includes(text) ? (text as T) : undefined;
}

export const sortTypeValue: ValueReader<SortType> = (text) => oneOf(sortTypes, text.toLowerCase());

export const sortOrderValue: ValueReader<SortDirection> = (text) => oneOf(sortDirections, text.toUpperCase());

/** A readable `map` / `gallery` in the URL, or the numeric view type itself (SPEC-NOTES). */
export const viewValue: ValueReader<ViewType> = (text) => {
  const view = oneOf(['map', 'gallery', '0', '1'], text.toLowerCase());
  if (view === undefined) return undefined;
  return view === 'map' || view === '1' ? VIEW_TYPES.MAP : VIEW_TYPES.GALLERY;
};

export const groupValue: ValueReader<GroupKey> = (text) => oneOf(groupKeys, text);

/** A geo range in its canonical form, so equal ranges give equal URLs. */
export const geoRangeValue: ValueReader<string> = (text) => {
  const geo = parseGeoRange(text);
  return geo ? formatGeoRange(geo) : undefined;
};

/** A map area in its canonical form (four decimals), so equal areas give equal URLs. */
export const mapBoundsValue: ValueReader<string> = (text) => {
  const area = parseMapBounds(text);
  return area ? formatMapBounds(area) : undefined;
};
