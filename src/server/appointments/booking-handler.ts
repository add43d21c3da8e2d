import 'server-only';
import { HttpError } from '@/content-api/errors';
import { createAppointment } from '@/server/content-service';
import type { Appointment } from '@/content-api/schemas';
import { appointmentBookingSchema } from '@/domain/forms/appointment-schema';
import type { Locale } from '@/i18n/locales';
import { acceptForm } from '@/server/forms/accept-form';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { agendaTranslator, parseVisitorForm } from './agenda-messages';
import { queueBookingConfirmation } from './appointment-mails';

export const SLOT_TAKEN = errorCodes.slotTaken;

/**
 * POST /{lang}/ajax/live-agenda/reservation: books one free slot for the visitor (form guards,
 * schema, then the live agenda) and queues the confirmation with its cancel link. 201 with the
 * appointment's time; 409 when the slot was taken in the meantime (or no longer exists).
 */
export async function answerBooking(request: Request, locale: Locale): Promise<Response> {
  const { fields } = await acceptForm(request, locale, {
    endpoint: 'live-agenda',
    form: 'live-agenda',
    fields: (body) => parseVisitorForm(appointmentBookingSchema, body, locale),
    recipients: ({ email }) => ({ email }),
  });
  let appointment: Appointment;
  try {
    appointment = await createAppointment(
      {
        agendaId: fields.agendaId,
        slotId: fields.slotId,
        name: fields.name,
        email: fields.email,
        ...(fields.phone ? { phone: fields.phone } : {}),
        locale,
      },
      { locale },
    );
  } catch (error) {
    if (error instanceof HttpError && (error.status === 409 || error.status === 404)) {
      const message = agendaTranslator(locale)('AgendaErrors.slotTaken');
      throw new RouteError(SLOT_TAKEN, message, { slotId: message });
    }
    throw error;
  }
  try {
    await queueBookingConfirmation(appointment, locale);
  } catch (error) {
    // The visit is booked whatever happens to the mail: the agency sees it in its agenda.
    console.error('Appointment booked, but its confirmation mail could not be queued', error);
  }
  return jsonOk(
    { appointment: { start: appointment.start, end: appointment.end, email: appointment.email } },
    { status: 201 },
  );
}
