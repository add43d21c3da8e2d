import { z } from 'zod';

import { defaultLocale, locales, type Locale } from '@/i18n/locales';

export { defaultLocale, locales, type Locale };
export const localeSchema = z.enum(locales);

const localizedStringShape = z.object({
  nl: z.string().optional(),
  fr: z.string().optional(),
  en: z.string().optional(),
  de: z.string().optional(),
});

function withoutNullValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text !== null));
}

/**
 * A text by language, any of which may be missing. Real data sends `null` for an untranslated
 * language: it is dropped here so readers only ever see a string or nothing.
 */
export const localizedStringSchema = z.preprocess(withoutNullValues, localizedStringShape);
export type LocalizedString = z.infer<typeof localizedStringSchema>;

/**
 * A free text of a record: one plain string from a service that knows a single language (which one
 * it does not say), or the text by language like `localizedStringSchema`.
 */
export const textInLanguagesSchema = z.union([z.string(), localizedStringSchema]);
export type TextInLanguages = z.infer<typeof textInLanguagesSchema>;

/** Ids the contract does not pin to a number: services use numeric or string keys alike. */
export const idSchema = z.union([z.number().int(), z.string().min(1)]);
export type Id = z.infer<typeof idSchema>;

/** '2026-03-14' or a full ISO date-time; only the date part is relied upon. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected an ISO date');

export const geoPointSchema = z.object({ lat: z.number(), lon: z.number() });
export type GeoPoint = z.infer<typeof geoPointSchema>;

export const videoSchema = z.object({ url: z.string().min(1), title: textInLanguagesSchema.nullish() });
export type Video = z.infer<typeof videoSchema>;

/** Every `{total: {value}, results}` answer of the search calls. */
export function searchResultSchema<T extends z.ZodType>(result: T) {
  return z.object({ total: z.object({ value: z.number().int().min(0) }), results: z.array(result) });
}

export const paginationSchema = z.object({ from: z.number().int().min(0), size: z.number().int().min(1) });
export type Pagination = z.infer<typeof paginationSchema>;

/** The error body every failing call of the service answers with. */
export const serviceErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ServiceErrorBody = z.infer<typeof serviceErrorBodySchema>;
