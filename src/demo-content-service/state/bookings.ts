import { randomUUID } from 'node:crypto';
import type {
  AgendaSlot,
  Appointment,
  AppointmentRequest,
  RentalReservationRequest,
} from '@/content-api/schemas';
import { agendaSlots } from '../dataset/agenda';
import type { DemoDataset } from '../dataset/dataset';
import { periodsOverlap } from '../dataset/rental-periods';

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; status: 404 | 409; code: string; message: string };

const fail = (status: 404 | 409, code: string, message: string) =>
  ({ ok: false, status, code, message }) as const;

/**
 * What visitors write while the service runs: appointments and rental reservations. Kept in memory on
 * purpose; a restart gives the pristine demo back.
 */
export function createBookings(dataset: DemoDataset, now: () => Date = () => new Date()) {
  const appointments = new Map<string, Appointment>();
  const takenSlotIds = new Set<string>();
  const slotCache = new Map<string, AgendaSlot[]>();
  let reservationCount = 0;

  // The agenda moves on with the clock: cached per agenda and day.
  const allSlots = (agendaId: number) => {
    const today = now();
    const key = `${agendaId}|${today.toISOString().slice(0, 10)}`;
    let slots = slotCache.get(key);
    if (!slots) slotCache.set(key, (slots = agendaSlots(agendaId, today)));
    return slots;
  };

  return {
    hasAgenda: (agendaId: number) => dataset.recordById.has(agendaId),

    freeSlots: (agendaId: number): AgendaSlot[] =>
      allSlots(agendaId).filter((slot) => !takenSlotIds.has(String(slot.id))),

    book(request: AppointmentRequest): Outcome<Appointment> {
      const agendaId = Number(request.agendaId);
      if (!dataset.recordById.has(agendaId)) return fail(404, 'not_found', 'Agenda not found');
      const slot = allSlots(agendaId).find((candidate) => String(candidate.id) === String(request.slotId));
      if (!slot) return fail(404, 'not_found', 'Slot not found');
      if (takenSlotIds.has(String(slot.id)))
        return fail(409, 'slot_taken', 'This slot is no longer available');
      takenSlotIds.add(String(slot.id));
      const appointment: Appointment = {
        id: randomUUID(),
        agendaId,
        slotId: slot.id,
        start: slot.start,
        end: slot.end,
        estateId: agendaId,
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        status: 'booked',
        createdAt: now().toISOString(),
      };
      appointments.set(appointment.id, appointment);
      return { ok: true, value: appointment };
    },

    appointment: (id: string) => appointments.get(id),

    cancel(id: string): Outcome<Appointment> {
      const appointment = appointments.get(id);
      if (!appointment) return fail(404, 'not_found', 'Appointment not found');
      if (appointment.status === 'cancelled')
        return fail(409, 'already_cancelled', 'This appointment was already cancelled');
      const cancelled: Appointment = { ...appointment, status: 'cancelled' };
      appointments.set(id, cancelled);
      // The visit no longer takes place, so its slot is offered again.
      takenSlotIds.delete(String(appointment.slotId));
      return { ok: true, value: cancelled };
    },

    reserve(request: RentalReservationRequest): Outcome<{ id: number; status: 'requested' }> {
      const periods = dataset.periods.get(Number(request.rentalUnitId));
      if (!periods) return fail(404, 'not_found', 'Rental unit not found');
      const period = periods.find((candidate) => String(candidate.id) === String(request.periodId));
      if (!period) return fail(404, 'not_found', 'Period not found');
      if (!period.available) return fail(409, 'period_unavailable', 'This period is no longer available');
      // Booking a week also blocks the weekends and midweeks that share nights with it.
      for (const other of periods) if (periodsOverlap(other, period)) other.available = false;
      reservationCount += 1;
      return { ok: true, value: { id: reservationCount, status: 'requested' } };
    },
  };
}

export type Bookings = ReturnType<typeof createBookings>;
