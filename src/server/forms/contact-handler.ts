import 'server-only';
import { contactFormSchema } from '@/domain/forms';
import type { Locale } from '@/i18n/locales';
import { verifyCaptcha } from '@/server/captcha';
import { jsonOk } from '@/server/http/json-response';
import { RouteError } from '@/server/http/route-error';
import { clientAddress } from '@/server/rate-limit';
import { queueContactMails } from './contact-mails';
import { formsTranslator } from './form-messages';
import { parseFormFields, readFormRequest } from './request-guards';

const CAPTCHA_FIELD = 'g-recaptcha-response';

/**
 * POST /{lang}/ajax/contact-form-handler: checks the request (origin, type, size, rate), the fields
 * with the form's own schema and the captcha when the form carries one, then queues what the request
 * causes (`queueContactMails`). 201 on success.
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
  await queueContactMails({ fields, locale, pageUrl: request.headers.get('referer') });
  return jsonOk({ ok: true }, { status: 201 });
}
