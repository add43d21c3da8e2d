import { z } from 'zod';
import { consentField, visitorEmailField, visitorNameField, visitorPhoneField } from './visitor-fields';

/** A service id: a positive number or a short word of letters, digits, '_' and '-'. */
const serviceId = (message: 'invalid' | 'slotRequired', pattern: RegExp) =>
  z.union(
    [z.number(message).int(message).positive(message), z.string(message).regex(pattern, message)],
    message,
  );

/** The visitor's part of a booking: who comes to the visit. */
export const appointmentFormSchema = z.object({
  name: visitorNameField,
  email: visitorEmailField,
  phone: visitorPhoneField.optional(),
  privacy: consentField,
});

/** What the booking endpoint accepts: the visitor's fields plus the agenda and the chosen slot. */
export const appointmentBookingSchema = appointmentFormSchema.extend({
  agendaId: serviceId('invalid', /^[\w-]{1,40}$/),
  slotId: serviceId('slotRequired', /^[\w-]{1,80}$/),
});

export type AppointmentFormValues = z.input<typeof appointmentFormSchema>;
export type AppointmentFormPayload = z.output<typeof appointmentFormSchema>;
export type AppointmentBooking = z.output<typeof appointmentBookingSchema>;

/** An appointment id as the live agenda issues them (a UUID); anything else is no appointment. */
export function isAppointmentId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
