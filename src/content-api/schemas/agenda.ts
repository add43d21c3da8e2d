import { z } from 'zod';
import { idSchema, localeSchema } from './common';

const dateTimeSchema = z.string().min(10);

export const agendaSlotSchema = z.object({ id: idSchema, start: dateTimeSchema, end: dateTimeSchema });
export type AgendaSlot = z.infer<typeof agendaSlotSchema>;

/** A live agenda with its free slots. */
export const agendaSchema = z.object({
  id: idSchema,
  estateId: z.number().int(),
  slots: z.array(agendaSlotSchema),
});
export type Agenda = z.infer<typeof agendaSchema>;

export const appointmentSchema = z.object({
  id: z.uuid(),
  agendaId: idSchema,
  slotId: idSchema,
  start: dateTimeSchema,
  end: dateTimeSchema,
  estateId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  status: z.enum(['booked', 'cancelled']),
  createdAt: dateTimeSchema,
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentRequestSchema = z.object({
  agendaId: idSchema,
  slotId: idSchema,
  name: z.string().min(1),
  email: z.email(),
  phone: z.string().optional(),
  locale: localeSchema,
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;
