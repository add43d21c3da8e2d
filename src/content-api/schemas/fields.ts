import { z } from 'zod';
import { textInLanguagesSchema } from './common';

/*
 * Field shapes shared by the estate sections. Real records lack many values, so most fields may be
 * missing or null; the site's display rules decide what an absent value shows.
 */
export const optionalNumber = z.number().nullish();
export const optionalText = z.string().nullish();
export const optionalFlag = z.boolean().nullish();

/** A free text, plain or by language (see `textInLanguagesSchema`). */
export const optionalTextInLanguages = textInLanguagesSchema.nullish();

/** An enumeration code (e.g. 'GOOD_CONDITION'): kept as text so a new code never breaks a page. */
export const optionalCode = z.string().nullish();

/** A yes/no answer with a free-text explanation (garden, heating, permission, …). */
export const yesNoWithDescriptionSchema = z.object({
  value: z.boolean().nullable(),
  description: optionalTextInLanguages,
});
export type YesNoWithDescription = z.infer<typeof yesNoWithDescriptionSchema>;
export const optionalYesNo = yesNoWithDescriptionSchema.nullish();
