import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, cancelAppointment, createAppointment } from '@/content-api';
import { answerWith, json, startContentService } from '../support/msw-content-service';

startContentService();

const id = '4f1b8a2e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('live agenda', () => {
  it('cancels an appointment with DELETE and resolves on 204', async () => {
    const received = answerWith(
      'delete',
      `/sites/demo/live-agenda/reservation/${id}`,
      () => new HttpResponse(null, { status: 204 }),
    );
    await expect(cancelAppointment(id)).resolves.toBeUndefined();
    expect(received[0]?.method).toBe('DELETE');
    expect(received[0]?.headers.get('x-site-id')).toBe('demo');
    expect(received[0]?.headers.get('x-client')).toBe('vitrine-site');
  });

  it.each([
    [404, 'Not Found'],
    [409, 'Conflict'],
  ])('raises HttpError %i when cancelling fails', async (status, statusText) => {
    answerWith('delete', `/sites/demo/live-agenda/reservation/${id}`, () =>
      HttpResponse.json({ error: { code: 'x', message: 'y' } }, { status, statusText }),
    );
    await expect(cancelAppointment(id)).rejects.toMatchObject({ status, statusText, method: 'DELETE' });
  });

  it('raises HttpError 409 when the slot was taken meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(
      'post',
      '/sites/demo/live-agenda/reservation',
      json({ error: { code: 'slot_taken', message: 'Taken' } }, 409),
    );
    const error = await createAppointment({
      agendaId: 'a',
      slotId: 's',
      name: 'Jan',
      email: 'jan@example.be',
      locale: 'fr',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
  });
});
