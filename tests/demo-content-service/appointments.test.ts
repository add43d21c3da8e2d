import { describe, expect, it } from 'vitest';
import { agendaSchema, appointmentSchema, type Agenda } from '@/content-api/schemas';
import { agendaSlots } from '@/demo-content-service/dataset/agenda';
import { createDemoClient } from './demo-client';

const client = createDemoClient();

describe('live agenda appointments', () => {
  const booking = { name: 'Jan Jacobs', email: 'jan@example.be', phone: '+32 470 00 00 00', locale: 'fr' };
  const agenda = async (id: number) =>
    agendaSchema.parse((await client.get(`/sites/demo/live-agenda/${id}`)).json) as Agenda;

  it('offers free weekday slots per estate, all of them ahead', async () => {
    const { id, estateId, slots } = await agenda(1010);
    expect([id, estateId]).toEqual([1010, 1010]);
    expect(slots.length).toBeGreaterThan(30);
    expect(slots.every((slot) => Date.parse(slot.start) > Date.now())).toBe(true);
    expect(slots.every((slot) => ![0, 6].includes(new Date(slot.start).getUTCDay()))).toBe(true);
    expect(slots.every((slot) => slot.start < slot.end)).toBe(true);
  });

  it('books a slot, removes it from the free ones, reads it back, cancels it once', async () => {
    const [slot] = (await agenda(1011)).slots;
    const created = await client.post('/sites/demo/live-agenda/reservation', {
      ...booking,
      agendaId: 1011,
      slotId: slot!.id,
    });
    expect(created.status).toBe(201);
    const appointment = appointmentSchema.parse(created.json);
    expect(appointment).toMatchObject({
      agendaId: 1011,
      estateId: 1011,
      slotId: slot!.id,
      start: slot!.start,
      status: 'booked',
    });
    expect((await agenda(1011)).slots.map((free) => free.id)).not.toContain(slot!.id);

    const taken = await client.post('/sites/demo/live-agenda/reservation', {
      ...booking,
      agendaId: 1011,
      slotId: slot!.id,
    });
    expect(taken.status).toBe(409);

    const read = await client.get(`/sites/demo/live-agenda/reservation/${appointment.id}`);
    expect(read.json).toEqual(appointment);

    const cancelled = await client.delete(`/sites/demo/live-agenda/reservation/${appointment.id}`);
    expect(cancelled.status).toBe(204);
    expect(cancelled.text).toBe('');
    expect((await client.get(`/sites/demo/live-agenda/reservation/${appointment.id}`)).json).toMatchObject({
      status: 'cancelled',
    });
    expect((await client.delete(`/sites/demo/live-agenda/reservation/${appointment.id}`)).status).toBe(409);
    // A cancelled visit frees its slot again.
    expect((await agenda(1011)).slots.map((free) => free.id)).toContain(slot!.id);
  });

  it('answers 404 for unknown agendas, slots and appointments, and 400 for a bad body', async () => {
    expect((await client.get('/sites/demo/live-agenda/424242')).status).toBe(404);
    expect(
      (
        await client.post('/sites/demo/live-agenda/reservation', {
          ...booking,
          agendaId: 1011,
          slotId: 'nope',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.post('/sites/demo/live-agenda/reservation', {
          ...booking,
          agendaId: 424242,
          slotId: 'x',
        })
      ).status,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await client.get(`/sites/demo/live-agenda/reservation/${unknown}`)).status).toBe(404);
    expect((await client.delete(`/sites/demo/live-agenda/reservation/${unknown}`)).status).toBe(404);
    expect((await client.post('/sites/demo/live-agenda/reservation', { agendaId: 1011 })).status).toBe(400);
  });

  it('keeps the slots of a day the same whichever day the agenda is read', () => {
    const monday = agendaSlots(1010, new Date('2031-03-03T10:00:00Z'));
    const tuesday = agendaSlots(1010, new Date('2031-03-04T10:00:00Z'));
    const shared = monday.filter((slot) => slot.start >= '2031-03-05');
    expect(tuesday.slice(0, shared.length)).toEqual(shared);
    expect(monday[0]!.start > '2031-03-04').toBe(true);
  });

  it('keeps writes per service instance', async () => {
    const other = createDemoClient();
    const [slot] = (await agenda(1012)).slots;
    await client.post('/sites/demo/live-agenda/reservation', {
      ...booking,
      agendaId: 1012,
      slotId: slot!.id,
    });
    const fresh = agendaSchema.parse((await other.get('/sites/demo/live-agenda/1012')).json);
    expect(fresh.slots.map((free) => free.id)).toContain(slot!.id);
  });
});
