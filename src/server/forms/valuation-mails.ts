import 'server-only';
import type { ValuationForm } from '@/domain/forms/valuation-schema';
import { defaultLocale, type Locale } from '@/i18n/locales';
import {
  agencyOfRequest,
  queueMails,
  siteMailBrand,
  valuationReceiptMail,
  valuationRequestMail,
  type MailAnswer,
} from '@/server/mail';
import { valuationTranslator } from './valuation-messages';
import { languageName, valuationSummary } from './valuation-summary';

export interface ValuationMailsInput {
  form: ValuationForm;
  /** The owner's language: the page's, and the receipt's. */
  locale: Locale;
  /** The page the request was sent from, shown to the agency. */
  pageUrl: string | null;
}

/** Every answer for the agency, in its language (the site's default, as for contact requests). */
function agencyAnswers({ form, locale, pageUrl }: ValuationMailsInput): MailAnswer[] {
  const t = valuationTranslator(defaultLocale);
  const summary = valuationSummary(form, defaultLocale);
  return [
    summary.address,
    ...summary.chosen,
    ...summary.owner,
    summary.contactMoment,
    { label: t('ValuationSummary.language'), value: languageName(locale, defaultLocale) },
    { label: t('ValuationSummary.privacy'), value: t('ValuationSummary.privacyGiven') },
    ...(pageUrl ? [{ label: t('ValuationSummary.page'), value: pageUrl }] : []),
  ];
}

/**
 * What a valuation request causes, kept in the outbox in one transaction: the agency's summary (its
 * address looked up when it is sent) and the owner's receipt. Nothing here waits for the content
 * service: without it the brand is the host name and the agency's mail waits for its address, so a
 * request made while the service or the mail server is down is delivered once they are back.
 */
export async function queueValuationMails(input: ValuationMailsInput): Promise<void> {
  const { form, locale } = input;
  const [brand, agency] = await Promise.all([siteMailBrand(), agencyOfRequest()]);
  const summary = valuationSummary(form, defaultLocale);
  const remarks = form.contact.remarks
    ? { label: valuationTranslator(defaultLocale)('ValuationSummary.remarks'), value: form.contact.remarks }
    : null;
  const request = valuationRequestMail({
    locale: defaultLocale,
    brand,
    address: summary.address.value,
    answers: agencyAnswers(input),
    remarks,
  });
  const owner = valuationSummary(form, locale);
  const receipt = valuationReceiptMail({ locale, brand, answers: [...owner.chosen, owner.contactMoment] });
  await queueMails([
    { ...request, kind: 'valuation-request', to: agency, replyTo: form.contact.email },
    { ...receipt, kind: 'valuation-receipt', to: form.contact.email },
  ]);
}
