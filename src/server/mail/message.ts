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
  'appointment-cancellation',
  'valuation-request',
  'valuation-receipt',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** The site whose agency a mail is for: by its id, or by a host name while its id is not known. */
export type AgencySite = { siteId: string } | { hostname: string };

/** A recipient looked up when the mail is sent: AGENCY_MAIL_TO, else the site's contact address. */
export interface AgencyRecipient {
  agencyOf: AgencySite;
}

/** A mail ready for the outbox: one recipient, always. */
export interface OutboxMail extends ComposedMail {
  kind: MailKind;
  to: string | AgencyRecipient;
  replyTo?: string | null;
}
