/** A mail as the templates make it: one subject, a plain-text and an HTML body. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alerts. */
  headers?: Record<string, string>;
}

export const mailKinds = [
  'contact-request',
  'contact-receipt',
  'send-to-a-friend',
  'subscription-confirmation',
  'estate-alert',
  'appointment-confirmation',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** A mail ready for the outbox: one recipient, always. */
export interface OutboxMail extends ComposedMail {
  kind: MailKind;
  to: string;
  replyTo?: string | null;
}
