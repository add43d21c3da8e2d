import { z } from 'zod';
import { idSchema } from './common';

export const agreementSchema = z.object({
  id: idSchema,
  type: z.enum(['privacy', 'terms', 'marketing']),
  /** Already in the requested locale. */
  label: z.string(),
  /** HTML. */
  text: z.string(),
  required: z.boolean(),
});
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementsSchema = z.array(agreementSchema);
