/*
 * Mail for the site's forms. A route handler stores its request and queues its mails in one step
 * (`storeWithMail`, or `queueMails` when there is nothing else to store); delivery follows in the
 * background, with retries, so an SMTP outage delays mail and never loses it.
 */
import 'server-only';

export { agencyOfRequest } from './agency-address';
export { siteMailBrand } from './brand';
export { queueMails, requestMailDelivery, startMailDelivery, storeWithMail } from './delivery';
export type { QueueMail } from './mail-transaction';
export { toMailEstate } from '@/display/mail/mail-estate';
export { loadEstateForMail } from './estate-loader';
export type { AgencyRecipient, ComposedMail, MailKind, OutboxMail } from './message';
export { InvalidMailError } from './outbox';
export * from './templates';
