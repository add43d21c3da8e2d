import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson } from '@/components/forms/send-json';

describe('sendJson', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the body as JSON with the method asked for and reports the status', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const result = await sendJson('/nl/ajax/notifications/t', { method: 'PUT', body: { email: 'a@b.be' } });
    expect(result).toEqual({ ok: true, status: 201 });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([path, init.method, init.body]).toEqual(['/nl/ajax/notifications/t', 'PUT', '{"email":"a@b.be"}']);
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('sends {} when there are no fields, as the endpoints expect a JSON body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await sendJson('/nl/ajax/live-agenda/reservation/7', { method: 'DELETE' });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe('{}');
  });

  it('counts any status of 400 or more as a failure and logs it, without reading the body', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = new Response('{"error":{}}', { status: 409 });
    fetchMock.mockResolvedValue(answer);
    expect(await sendJson('/nl/ajax/rental-reservation', { method: 'POST', body: {} })).toEqual({
      ok: false,
      status: 409,
    });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('409'));
    expect(answer.bodyUsed).toBe(false);
  });

  it('reads the per-field messages of a 400 only for a form that asks for them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = () =>
      new Response(
        '{"error":{"code":"invalid_input","message":"x","fields":{"address.postalCode":"Vier cijfers."}}}',
        {
          status: 400,
        },
      );
    fetchMock.mockResolvedValueOnce(refusal()).mockResolvedValueOnce(refusal());
    const request = { method: 'POST', body: {} } as const;
    expect(await sendJson('/nl/ajax/valuation-request', { ...request, readFieldErrors: true })).toEqual({
      ok: false,
      status: 400,
      fields: { 'address.postalCode': 'Vier cijfers.' },
    });
    expect(await sendJson('/nl/ajax/valuation-request', request)).toEqual({ ok: false, status: 400 });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 400 }));
    expect(await sendJson('/nl/ajax/valuation-request', { ...request, readFieldErrors: true })).toEqual({
      ok: false,
      status: 400,
    });
  });

  it("reports 'network' when no answer came, and logs it", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendJson('/nl/ajax/contact-form-handler', { method: 'POST', body: {} })).toEqual({
      ok: false,
      status: 'network',
    });
    expect(consoleError).toHaveBeenCalled();
  });
});
