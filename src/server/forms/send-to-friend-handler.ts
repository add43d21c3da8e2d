import 'server-only';
import { getEstateGroup } from '@/content-api/server';
import { sendToFriendRequestSchema } from '@/domain/forms/send-to-friend-schema';
import type { Locale } from '@/i18n/locales';
import { agendaTranslator, parseVisitorForm } from '@/server/appointments/agenda-messages';
import { verifyCaptcha } from '@/server/captcha';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { queueMails, sendToAFriendMail, siteMailBrand, toMailEstate } from '@/server/mail';
import { clientAddress } from '@/server/rate-limit';
import { getSiteUrl } from '@/server/sites/request-site';
import { readFormRequest } from './request-guards';

export const SEND_TO_FRIEND_FORM = 'send-to-a-friend';
const CAPTCHA_FIELD = 'g-recaptcha-response';

/**
 * POST /{lang}/ajax/send-to-a-friend: one listing to one friend. The request passes the form guards
 * (origin, type, size, rate), the schema (one friend address, a short note without links, consent)
 * and the captcha; the mail is the agency's own template in the friend's language, the visitor's
 * words only escaped inside it. Nothing is stored but the outbox row. 201 on success.
 */
export async function answerSendToFriend(request: Request, locale: Locale): Promise<Response> {
  const body = await readFormRequest(request, SEND_TO_FRIEND_FORM, locale);
  const fields = parseVisitorForm(sendToFriendRequestSchema, body, locale);
  const t = agendaTranslator(locale);
  const verdict = await verifyCaptcha(fields[CAPTCHA_FIELD], clientAddress(request.headers));
  if (!verdict.ok) {
    const message = t('VisitorFormErrors.captchaRequired');
    throw new RouteError(400, 'captcha_failed', message, { [CAPTCHA_FIELD]: message });
  }
  const group = await getEstateGroup(fields.estateId, { locale: fields.locale });
  if (!group) {
    const message = t('AgendaErrors.estateNotFound');
    throw new RouteError(404, errorCodes.notFound, message, { estateId: message });
  }
  const [brand, siteUrl] = await Promise.all([siteMailBrand(), getSiteUrl()]);
  const mail = sendToAFriendMail({
    locale: fields.locale,
    brand,
    sender: { name: fields.name, email: fields.email },
    message: fields.message ?? null,
    estate: toMailEstate(group, fields.locale, siteUrl),
  });
  await queueMails([{ ...mail, kind: 'send-to-a-friend', to: fields.friendEmail, replyTo: fields.email }]);
  return jsonOk({ ok: true }, { status: 201 });
}
