/**
 * Message keys of the FormErrors namespace; the contact schema names its failures by them. Kept apart
 * from the schema so the browser can read a failure's key without loading zod.
 */
export const formErrorKeys = [
  'nameRequired',
  'emailInvalid',
  'textRequired',
  'privacyRequired',
  'singleLine',
  'tooLong',
  'invalid',
] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

export function isFormErrorKey(value: string): value is FormErrorKey {
  return (formErrorKeys as readonly string[]).includes(value);
}
