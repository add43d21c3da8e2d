import { z } from 'zod';

/**
 * An estate id as it comes in a URL segment or query value: digits only (no sign, decimals or
 * spaces), positive, and small enough to stay exact as a number; null for anything else.
 */
export function parseEstateId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The same rule for route input; a failure carries the message key 'estateIdInvalid'. */
export const estateIdParamSchema = z.string().transform((raw, context) => {
  const id = parseEstateId(raw);
  if (id === null) {
    context.addIssue({ code: 'custom', message: 'estateIdInvalid' });
    return z.NEVER;
  }
  return id;
});

export const estateRouteParamsSchema = z.object({ estateId: estateIdParamSchema });
