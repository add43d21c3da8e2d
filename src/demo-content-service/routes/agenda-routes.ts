import { appointmentRequestSchema } from '@/content-api/schemas';
import { errorResponse, notFound, parseId, readJsonBody } from '../errors';
import type { RouteModule } from './context';

/** The live agenda: free visit slots per estate, and appointments booked, read and cancelled. */
export const agendaRoutes: RouteModule = (app, { bookings }) => {
  app.get('/sites/:siteId/live-agenda/reservation/:id', (c) => {
    const appointment = bookings.appointment(c.req.param('id'));
    return appointment ? c.json(appointment) : notFound(c, 'Appointment');
  });

  app.post('/sites/:siteId/live-agenda/reservation', async (c) => {
    const body = await readJsonBody(c, appointmentRequestSchema);
    if (!body.ok) return body.response;
    const outcome = bookings.book(body.data);
    return outcome.ok
      ? c.json(outcome.value, 201)
      : errorResponse(c, outcome.status, outcome.code, outcome.message);
  });

  app.delete('/sites/:siteId/live-agenda/reservation/:id', (c) => {
    const outcome = bookings.cancel(c.req.param('id'));
    return outcome.ok ? c.body(null, 204) : errorResponse(c, outcome.status, outcome.code, outcome.message);
  });

  app.get('/sites/:siteId/live-agenda/:id', (c) => {
    const id = parseId(c.req.param('id'));
    if (id === undefined || !bookings.hasAgenda(id)) return notFound(c, 'Agenda');
    return c.json({ id, estateId: id, slots: bookings.freeSlots(id) });
  });
};
