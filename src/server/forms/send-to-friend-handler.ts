import 'server-only';
import { sendToFriendRequestSchema } from '@/domain/forms/send-to-friend-schema';
import type { Locale } from '@/i18n/locales';
import { agendaTranslator, parseVisitorForm } from '@/server/appointments/agenda-messages';
import { loadEstate } from '@/server/estates/estate-loader';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { queueMails, sendToAFriendMail, siteMailBrand, toMailEstate } from '@/server/mail';
import { getSiteUrl } from '@/server/sites/request-site';
import { acceptForm } from './accept-form';

export const SEND_TO_FRIEND_FORM = 'send-to-a-friend';

/**
 * POST /{lang}/ajax/send-to-a-friend: one listing to one friend. The request passes the form pipeline
 * (the captcha is required; one friend address, a short note without links, consent, and the limit of
 * mails to that address); the mail is the agency's own template in the friend's language, the visitor's
 * words only escaped inside it. Nothing is stored but the outbox row. 201 on success.
 */
export async function answerSendToFriend(request: Request, locale: Locale): Promise<Response> {
  const { fields } = await acceptForm(request, locale, {
    endpoint: SEND_TO_FRIEND_FORM,
    form: 'send-to-a-friend',
    fields: (body) => parseVisitorForm(sendToFriendRequestSchema, body, locale),
    recipients: ({ friendEmail }) => ({ friendEmail }),
  });
  const t = agendaTranslator(locale);
  const group = await loadEstate(fields.estateId, fields.locale);
  if (!group) {
    const message = t('AgendaErrors.estateNotFound');
    throw new RouteError(errorCodes.notFound, message, { estateId: message });
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
