import 'server-only';
import { HttpError } from '@/content-api/errors';
import { cancelAppointment } from '@/content-api/server';
import { isAppointmentId } from '@/domain/forms/appointment-schema';
import type { Locale } from '@/i18n/locales';
import { acceptForm } from '@/server/forms/accept-form';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { agendaTranslator } from './agenda-messages';

export const ALREADY_CANCELLED = errorCodes.alreadyCancelled;

/**
 * DELETE /{lang}/ajax/live-agenda/reservation/{appointmentId}, sent by the cancel page after the
 * visitor confirmed: 200 once cancelled, 404 for an unknown appointment, 409 when it already was.
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
  return jsonOk({ status: 'cancelled' });
}
