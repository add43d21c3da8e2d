/**
 * Message keys of the VisitorFormErrors namespace (messages/<locale>/agenda.json): the send-to-a-
 * friend and appointment schemas name their failures by them, the browser and the handler translate.
 */
export const visitorFormErrorKeys = [
  'nameRequired',
  'nameInvalid',
  'singleLine',
  'emailInvalid',
  'friendEmailInvalid',
  'singleFriendEmail',
  'messageTooLong',
  'messageNoLinks',
  'phoneInvalid',
  'privacyRequired',
  'slotRequired',
  'captchaRequired',
  'tooLong',
  'invalid',
] as const;

export type VisitorFormErrorKey = (typeof visitorFormErrorKeys)[number];

export function isVisitorFormErrorKey(value: string): value is VisitorFormErrorKey {
  return (visitorFormErrorKeys as readonly string[]).includes(value);
}
