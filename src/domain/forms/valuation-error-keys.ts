/**
 * Message keys of the ValuationErrors namespace (messages/<locale>/valuation.json): the valuation
 * schema names its failures by them, the browser and the handler translate. Kept apart from the
 * schema so the browser can read a failure's key without loading zod.
 */
export const valuationErrorKeys = [
  'streetRequired',
  'houseNumberRequired',
  'postalCodeInvalid',
  'cityRequired',
  'typeRequired',
  'bedroomsRequired',
  'bedroomsInvalid',
  'livingAreaRequired',
  'livingAreaInvalid',
  'conditionRequired',
  'intentRequired',
  'timelineRequired',
  'nameRequired',
  'nameInvalid',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'contactMomentRequired',
  'messageTooLong',
  'messageNoLinks',
  'privacyRequired',
  'captchaRequired',
  'singleLine',
  'tooLong',
  'invalid',
] as const;

export type ValuationErrorKey = (typeof valuationErrorKeys)[number];

export function isValuationErrorKey(value: string): value is ValuationErrorKey {
  return (valuationErrorKeys as readonly string[]).includes(value);
}
