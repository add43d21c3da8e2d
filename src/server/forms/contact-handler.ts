import 'server-only';
import { contactRequestSchema } from '@/domain/forms';
import type { Locale } from '@/i18n/locales';
import { jsonOk } from '@/server/http/json-response';
import { acceptForm } from './accept-form';
import { queueContactMails } from './contact-mails';
import { parseFormFields } from './form-fields';

/**
 * POST /{lang}/ajax/contact-form-handler: the form pipeline (the extra-info modal's captcha is
 * required, the property form shows none; see form-policies.ts), then queues what the request causes
 * (`queueContactMails`). 201 on success.
 */
export async function answerContactForm(request: Request, locale: Locale): Promise<Response> {
  const { fields } = await acceptForm(request, locale, {
    endpoint: 'contact-form',
    form: (body) => (body.form === 'extra-info' ? 'contact-extra-info' : 'contact-property'),
    fields: (body) => parseFormFields(contactRequestSchema, body, locale),
    recipients: ({ email }) => ({ email }),
  });
  await queueContactMails({ fields, locale, pageUrl: request.headers.get('referer') });
  return jsonOk({ ok: true }, { status: 201 });
}
