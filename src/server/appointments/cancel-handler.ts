import 'server-only';
import { HttpError } from '@/content-api/errors';
import { cancelAppointment } from '@/server/content-service';
import { isAppointmentId } from '@/domain/forms/appointment-schema';
import type { Locale } from '@/i18n/locales';
import { acceptForm } from '@/server/forms/accept-form';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { agendaTranslator } from './agenda-messages';
import { queueCancellationNotice } from './appointment-mails';

export const ALREADY_CANCELLED = errorCodes.alreadyCancelled;

/**
 * DELETE /{lang}/ajax/live-agenda/reservation/{appointmentId}, sent by the cancel page after the
 * visitor confirmed: 200 once cancelled (and a confirmation mailed in the page's language), 404 for
 * an unknown appointment, 409 when it already was.
 */
export async function answerCancel(request: Request, appointmentId: string, locale: Locale) {
  await acceptForm(request, locale, {
    endpoint: 'cancel-appointment',
    form: 'cancel-appointment',
    fields: () => ({}),
  });
  const t = agendaTranslator(locale);
  const unknown = () => new RouteError(errorCodes.notFound, t('AgendaErrors.appointmentNotFound'));
  if (!isAppointmentId(appointmentId)) throw unknown();
  try {
    await cancelAppointment(appointmentId, { locale });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw unknown();
    if (error instanceof HttpError && error.status === 409) {
      throw new RouteError(ALREADY_CANCELLED, t('AgendaErrors.alreadyCancelled'));
    }
    throw error;
  }
  try {
    await queueCancellationNotice(appointmentId, locale);
  } catch (error) {
    // The slot is free again whatever happens to the mail: the cancel page says so itself.
    console.error('Appointment cancelled, but its cancellation mail could not be queued', error);
  }
  return jsonOk({ status: 'cancelled' });
}
