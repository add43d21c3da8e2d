import { z } from 'zod';

/** Flat dotted keys, e.g. 'estate.status.SOLD', to the text in one locale. */
export const translationsSchema = z.record(z.string(), z.string());
export type Translations = z.infer<typeof translationsSchema>;
