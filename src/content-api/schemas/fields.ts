import { z } from 'zod';

/*
 * Field shapes shared by the estate sections. Real records lack many values, so most fields may be
 * missing or null; the site's display rules decide what an absent value shows.
 */
export const optionalNumber = z.number().nullish();
export const optionalText = z.string().nullish();
export const optionalFlag = z.boolean().nullish();

/** An enumeration code (e.g. 'GOOD_CONDITION'): kept as text so a new code never breaks a page. */
export const optionalCode = z.string().nullish();

/** A yes/no answer with a free-text explanation (garden, heating, permission, …). */
export const yesNoWithDescriptionSchema = z.object({
  value: z.boolean().nullable(),
  description: z.string().nullish(),
});
export type YesNoWithDescription = z.infer<typeof yesNoWithDescriptionSchema>;
export const optionalYesNo = yesNoWithDescriptionSchema.nullish();
