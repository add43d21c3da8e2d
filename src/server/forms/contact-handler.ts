import 'server-only';
import { getEstateGroup } from '@/content-api/server';
import { contactFormSchema } from '@/domain/forms';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { verifyCaptcha } from '@/server/captcha';
import { jsonOk } from '@/server/http/json-response';
import { RouteError } from '@/server/http/route-error';
import {
  agencyMailAddress,
  contactReceiptMail,
  contactRequestMail,
  siteMailBrand,
  storeWithMail,
  toMailEstate,
} from '@/server/mail';
import type { MailEstate } from '@/server/mail/templates/estate-card';
import { clientAddress } from '@/server/rate-limit';
import { getSiteUrl } from '@/server/sites/request-site';
import { formsTranslator } from './form-messages';
import { parseFormFields, readFormRequest } from './request-guards';

const CAPTCHA_FIELD = 'g-recaptcha-response';

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
 * POST /{lang}/ajax/contact-form-handler: checks the request (origin, type, size, rate), the fields
 * with the form's own schema and the captcha when the form carries one, then stores the agency's
 * mail and the visitor's receipt in one step. 201 on success.
 */
export async function answerContactForm(request: Request, locale: Locale): Promise<Response> {
  const body = await readFormRequest(request, 'contact-form', locale);
  const fields = parseFormFields(contactFormSchema, body, locale);
  const hasCaptchaField = typeof body === 'object' && body !== null && CAPTCHA_FIELD in body;
  if (hasCaptchaField) {
    const verdict = await verifyCaptcha(fields[CAPTCHA_FIELD], clientAddress(request.headers));
    if (!verdict.ok) {
      const message = formsTranslator(locale)('FormErrors.captchaFailed');
      throw new RouteError(400, 'captcha_failed', message, { [CAPTCHA_FIELD]: message });
    }
  }
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
