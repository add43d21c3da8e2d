import 'server-only';
import { getEstateGroup } from '@/content-api/server';
import { contactRequestSchema } from '@/domain/forms';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { jsonOk } from '@/server/http/json-response';
import {
  agencyMailAddress,
  contactReceiptMail,
  contactRequestMail,
  siteMailBrand,
  storeWithMail,
  toMailEstate,
} from '@/server/mail';
import type { MailEstate } from '@/server/mail/templates/estate-card';
import { getSiteUrl } from '@/server/sites/request-site';
import { acceptForm } from './accept-form';
import { parseFormFields } from './form-fields';

/** The estate for the mails; a question is never lost because its estate could not be loaded. */
async function mailEstate(
  estateId: number | undefined,
  locale: Locale,
  siteUrl: string,
): Promise<MailEstate | null> {
  if (!estateId) return null;
  try {
    const group = await getEstateGroup(estateId, { locale });
    return group ? toMailEstate(group, locale, siteUrl) : null;
  } catch (error) {
    console.warn(
      'Contact form: estate not loaded for the mail',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/**
 * POST /{lang}/ajax/contact-form-handler: the form pipeline (the extra-info modal's captcha is
 * required, the property form shows none; see form-policies.ts), then stores the agency's
 * mail and the visitor's receipt in one step. 201 on success.
 */
export async function answerContactForm(request: Request, locale: Locale): Promise<Response> {
  const { fields } = await acceptForm(request, locale, {
    endpoint: 'contact-form',
    form: (body) => (body.form === 'extra-info' ? 'contact-extra-info' : 'contact-property'),
    fields: (body) => parseFormFields(contactRequestSchema, body, locale),
    recipients: ({ email }) => ({ email }),
  });
  const siteUrl = await getSiteUrl();
  const [brand, agency, agencyEstate, visitorEstate] = await Promise.all([
    siteMailBrand(),
    agencyMailAddress(),
    mailEstate(fields.estateId, defaultLocale, siteUrl),
    mailEstate(fields.estateId, locale, siteUrl),
  ]);
  const request_ = contactRequestMail({
    locale: defaultLocale,
    brand,
    visitor: { name: fields.name, email: fields.email, phone: fields.phone || null },
    message: fields.text,
    estate: agencyEstate,
    pageUrl: request.headers.get('referer'),
  });
  const receipt = contactReceiptMail({ locale, brand, estate: visitorEstate });
  await storeWithMail(async (_tx, queueMail) => {
    await queueMail({ ...request_, kind: 'contact-request', to: agency, replyTo: fields.email });
    await queueMail({ ...receipt, kind: 'contact-receipt', to: fields.email });
  });
  return jsonOk({ ok: true }, { status: 201 });
}
