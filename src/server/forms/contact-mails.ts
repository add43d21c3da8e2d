import 'server-only';
import type { ContactRequest } from '@/domain/forms';
import { defaultLocale, type Locale } from '@/i18n/locales';
import {
  agencyOfRequest,
  contactReceiptMail,
  contactRequestMail,
  loadEstateForMail,
  siteMailBrand,
  storeWithMail,
  toMailEstate,
} from '@/server/mail';
import { getSiteUrl } from '@/server/sites/request-site';
import type { SubscriptionCriteria } from '@/domain/subscriptions';
import { subscribeWithin } from '@/server/subscriptions';
import { loadSubscriptionChoices } from '@/server/subscriptions/choices';
import { describeCriteria } from '@/server/subscriptions/criteria-labels';
import { criteriaOfEstate } from '@/server/subscriptions/estate-criteria';

/** What the mails need of a contact request; the fields of either contact form fit. */
export type ContactFields = Pick<
  ContactRequest,
  'name' | 'email' | 'phone' | 'text' | 'newsletter' | 'estateId'
>;

export interface ContactMailsInput {
  fields: ContactFields;
  /** The visitor's language: the receipt's and the subscription's. */
  locale: Locale;
  /** The page the form was sent from, shown to the agency. */
  pageUrl: string | null;
}

/** The criteria in words for the confirmation mail; none when there are none (every new estate). */
async function criteriaLabels(criteria: SubscriptionCriteria, locale: Locale) {
  const chosen = criteria.cities.length + criteria.types.length + criteria.transactions.length;
  return chosen === 0 ? [] : describeCriteria(criteria, await loadSubscriptionChoices(locale), locale);
}

/**
 * What a valid contact request causes, stored in one transaction: the agency's mail (its address
 * looked up when it is sent, so a request made while the content service is down is kept), the
 * visitor's receipt, and with the newsletter box ticked a subscription to new estates (like the one
 * asked about, when there is one) with its confirmation mail. Nothing here needs the content
 * service to answer: without it the mails go without the estate, under the site's host name.
 */
export async function queueContactMails({ fields, locale, pageUrl }: ContactMailsInput): Promise<void> {
  const siteUrl = await getSiteUrl();
  const visitorEstate = loadEstateForMail(fields.estateId, locale);
  const agencyEstate =
    locale === defaultLocale ? visitorEstate : loadEstateForMail(fields.estateId, defaultLocale);
  const [brand, agency, forAgency, forVisitor] = await Promise.all([
    siteMailBrand(),
    agencyOfRequest(),
    agencyEstate,
    visitorEstate,
  ]);
  const request = contactRequestMail({
    locale: defaultLocale,
    brand,
    visitor: { name: fields.name, email: fields.email, phone: fields.phone || null },
    message: fields.text,
    estate: forAgency && toMailEstate(forAgency, defaultLocale, siteUrl),
    pageUrl,
    newsletter: fields.newsletter === true,
  });
  const receipt = contactReceiptMail({
    locale,
    brand,
    estate: forVisitor && toMailEstate(forVisitor, locale, siteUrl),
  });
  const criteria = criteriaOfEstate(forVisitor);
  const labels = fields.newsletter ? await criteriaLabels(criteria, locale) : [];
  await storeWithMail(async (tx, queueMail) => {
    await queueMail({ ...request, kind: 'contact-request', to: agency, replyTo: fields.email });
    await queueMail({ ...receipt, kind: 'contact-receipt', to: fields.email });
    if (!fields.newsletter) return;
    const siteId = 'siteId' in agency.agencyOf ? agency.agencyOf.siteId : null;
    const subscriber = { email: fields.email, locale, criteria };
    await subscribeWithin(tx, queueMail, subscriber, { siteId, siteUrl, brand }, labels);
  });
}
