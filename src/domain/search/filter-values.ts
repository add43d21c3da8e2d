import { z } from 'zod';
import { groupKeySchema, sortDirectionSchema } from '@/content-api/schemas';
import { LARGE_BEDROOM_BUCKET, LARGE_BEDROOM_OPTION, VIEW_TYPES } from './constants';
import { formatGeoRange, parseGeoRange } from './geo-range';
import { formatMapBounds, parseMapBounds } from './map-bounds';
import { sortTypes, type BedroomsFilter } from './search-filters';

/*
 * One schema per kind of URL value. Each takes the raw text of one value; a value that does not
 * pass is simply no filter (spec §5), so these are only ever used with safeParse.
 */

const digits = z.string().regex(/^\d+$/);

/** A content-service id: a positive whole number. */
export const idValue = digits.transform(Number).pipe(z.number().int().positive());

/** A price in euro: a non-negative amount, cents allowed. */
export const amountValue = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .transform(Number)
  .pipe(z.number().min(0).max(Number.MAX_SAFE_INTEGER));

/** A minimum count such as bed-min: at least 1 (0 would filter nothing). */
export const minimumCountValue = digits.transform(Number).pipe(z.number().int().min(1));

/** 1 to 5 exactly; '6+' or any number from 6 up is the large bucket (spec §9). */
export const bedroomsValue = z.union([
  z.literal(LARGE_BEDROOM_OPTION),
  digits
    .transform(Number)
    .pipe(z.number().int().min(1))
    .transform((count): BedroomsFilter => (count >= LARGE_BEDROOM_BUCKET ? LARGE_BEDROOM_OPTION : count)),
]);

/** An ISO 3166 alpha-2 country code, as the service spells it (upper case). */
export const countryValue = z
  .string()
  .regex(/^[a-z]{2}$/i)
  .transform((code) => code.toUpperCase());

export const sortTypeValue = z
  .string()
  .transform((text) => text.toLowerCase())
  .pipe(z.enum(sortTypes));

export const sortOrderValue = z
  .string()
  .transform((text) => text.toUpperCase())
  .pipe(sortDirectionSchema);

/** A readable `map` / `gallery` in the URL, or the numeric view type itself (SPEC-NOTES). */
export const viewValue = z
  .string()
  .transform((text) => text.toLowerCase())
  .pipe(z.enum(['map', 'gallery', '0', '1']))
  .transform((view) => (view === 'map' || view === '1' ? VIEW_TYPES.MAP : VIEW_TYPES.GALLERY));

export const groupValue = groupKeySchema;

/** A geo range in its canonical form, so equal ranges give equal URLs. */
export const geoRangeValue = z.string().transform((text, context) => {
  const geo = parseGeoRange(text);
  if (geo) return formatGeoRange(geo);
  context.addIssue({ code: 'custom', message: 'expected <km>km;<lat>;<lon>' });
  return z.NEVER;
});

/** A map area in its canonical form (four decimals), so equal areas give equal URLs. */
export const mapBoundsValue = z.string().transform((text, context) => {
  const area = parseMapBounds(text);
  if (area) return formatMapBounds(area);
  context.addIssue({ code: 'custom', message: 'expected <south>,<west>,<north>,<east>' });
  return z.NEVER;
});
