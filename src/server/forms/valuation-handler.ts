import 'server-only';
import { valuationRequestSchema } from '@/domain/forms/valuation-schema';
import type { Locale } from '@/i18n/locales';
import { jsonOk } from '@/server/http/json-response';
import { acceptForm } from './accept-form';
import { queueValuationMails } from './valuation-mails';
import { parseValuationFields } from './valuation-messages';

/**
 * POST /{lang}/ajax/valuation-request: an owner's valuation request. The form pipeline (the captcha
 * is required; per-field messages in the visitor's language, named by their path such as
 * 'property.bedrooms'; the limit of mails to the owner's address), then the agency's summary and the
 * owner's receipt in the outbox. The content service has no call for such a request (spec §7): it
 * lives in the mails alone. 201 on success.
 */
export async function answerValuationRequest(request: Request, locale: Locale): Promise<Response> {
  const { fields } = await acceptForm(request, locale, {
    endpoint: 'valuation-request',
    form: 'valuation-request',
    fields: (body) => parseValuationFields(valuationRequestSchema, body, locale),
    recipients: ({ contact }) => ({ 'contact.email': contact.email }),
  });
  const { 'g-recaptcha-response': _captcha, ...form } = fields;
  await queueValuationMails({ form, locale, pageUrl: request.headers.get('referer') });
  return jsonOk({ ok: true }, { status: 201 });
}
