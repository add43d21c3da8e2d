import { requestParsed, request, nullWhenNotFound, sitePath, type CallOptions } from './http';
import {
  agendaSchema,
  appointmentSchema,
  type Agenda,
  type Appointment,
  type AppointmentRequest,
  type Id,
} from './schemas';

/** An agenda with its free slots. Never cached: a slot booked a second ago must disappear. */
export async function getAgendaSlots(agendaId: Id, options?: CallOptions): Promise<Agenda> {
  return requestParsed(agendaSchema, 'GET', sitePath('live-agenda', agendaId), options);
}

/** One appointment; null when unknown. */
export async function getAppointment(
  appointmentId: string,
  options?: CallOptions,
): Promise<Appointment | null> {
  return nullWhenNotFound(
    requestParsed(appointmentSchema, 'GET', sitePath('live-agenda', 'reservation', appointmentId), options),
  );
}

/** Books a slot; a slot taken in the meantime answers 409, raised as `HttpError`. */
export async function createAppointment(
  appointment: AppointmentRequest,
  options?: CallOptions,
): Promise<Appointment> {
  return requestParsed(appointmentSchema, 'POST', sitePath('live-agenda', 'reservation'), {
    ...options,
    body: appointment,
  });
}

/** Cancels an appointment; 404 (unknown) and 409 (already cancelled) raise `HttpError`. */
export async function cancelAppointment(appointmentId: string, options?: CallOptions): Promise<void> {
  await request('DELETE', sitePath('live-agenda', 'reservation', appointmentId), options);
}
