import { z } from 'zod';

/**
 * An estate id as it comes in a URL: digits only (no sign, no decimals, no spaces), positive, and
 * small enough to stay exact as a number. Failures carry the message key 'estateIdInvalid'.
 */
export const estateIdParamSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'estateIdInvalid')
  .transform(Number)
  .refine((id) => id > 0, 'estateIdInvalid');

export const estateRouteParamsSchema = z.object({ estateId: estateIdParamSchema });
