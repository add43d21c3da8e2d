import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { acceptForm, type FormSpec } from '@/server/forms/accept-form';
import { routeErrorResponse } from '@/server/http/json-response';
import { checkFormRateLimit, checkRecipientRateLimit } from '@/server/rate-limit';
import { formRequest, type FormRequestOptions } from '../../support/form-requests';

const { captcha } = vi.hoisted(() => ({ captcha: vi.fn(async (..._args: unknown[]) => ({ ok: true })) }));
vi.mock('@/server/rate-limit', async () =>
  (await import('../../support/form-requests')).rateLimitsAllowing(),
);
vi.mock('@/server/sites/host-sites', async () =>
  (await import('../../support/form-requests')).siteHostsOfLocalhost(),
);
vi.mock('@/server/captcha', () => ({ verifyCaptcha: captcha }));

const schema = z.object({ email: z.email('emailInvalid') });
const spec = (overrides: Partial<FormSpec<{ email: string }>> = {}): FormSpec<{ email: string }> => ({
  endpoint: 'test-form',
  form: 'keep-me-informed',
  fields: (body) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error('fields refused');
    return parsed.data;
  },
  recipients: ({ email }) => ({ email }),
  ...overrides,
});
const valid = { email: 'an@example.be', 'g-recaptcha-response': 'solved' };

async function statusOf(body: unknown, options: FormRequestOptions = {}, overrides = {}) {
  try {
    await acceptForm(formRequest('/nl/ajax/x', body, options), 'nl', spec(overrides));
    return 200;
  } catch (error) {
    return error instanceof Error && error.message === 'fields refused'
      ? 400
      : routeErrorResponse(error).status;
  }
}

describe('the form pipeline', () => {
  beforeEach(() => {
    captcha.mockClear();
    vi.mocked(checkFormRateLimit).mockClear();
  });

  it('lets a proper request through with its fields and the socket address', async () => {
    const request = formRequest('/nl/ajax/x', valid, {
      headers: { 'x-vitrine-client-address': '203.0.113.9' },
    });
    const accepted = await acceptForm(request, 'nl', spec());
    expect(accepted).toEqual({
      fields: { email: 'an@example.be' },
      form: 'keep-me-informed',
      clientAddress: '203.0.113.9',
    });
    expect(captcha).toHaveBeenCalledWith('solved', '203.0.113.9');
    expect(checkRecipientRateLimit).toHaveBeenLastCalledWith('an@example.be');
  });

  it('refuses a foreign page and another type before counting anything, and a large body', async () => {
    expect(await statusOf(valid, { origin: 'http://evil.example' })).toBe(403);
    expect(await statusOf(valid, { origin: null })).toBe(403);
    expect(await statusOf(valid, { headers: { 'content-type': 'text/plain' } })).toBe(415);
    expect(checkFormRateLimit).not.toHaveBeenCalled();
    expect(await statusOf({ ...valid, pad: 'x'.repeat(30_000) })).toBe(413);
    expect(await statusOf(valid, { headers: { 'content-length': '30000' } })).toBe(413);
  });

  it('stops reading a body without a declared length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost:3000/nl/ajax/x', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
      },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    await expect(acceptForm(request, 'nl', spec())).rejects.toMatchObject({ status: 413 });
    expect(sent).toBeLessThan(6);
  });

  it('answers 429 with Retry-After once the client is over its limit', async () => {
    vi.mocked(checkFormRateLimit).mockResolvedValueOnce({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 42,
    });
    expect(await statusOf(valid)).toBe(429);
    expect(captcha).not.toHaveBeenCalled();
  });

  it('refuses a captcha left out before looking at the fields, and asks Google only for valid fields', async () => {
    expect(await statusOf({ email: 'an@example.be' })).toBe(400);
    expect(await statusOf({ email: 'not an address', 'g-recaptcha-response': 'solved' })).toBe(400);
    expect(captcha).not.toHaveBeenCalled();
    captcha.mockResolvedValueOnce({ ok: false });
    expect(await statusOf(valid)).toBe(400);
  });

  it('asks no captcha of a form whose policy shows none, even when the body carries the field', async () => {
    expect(await statusOf({ email: 'an@example.be' }, {}, { form: 'live-agenda' })).toBe(200);
    expect(await statusOf(valid, {}, { form: 'live-agenda' })).toBe(200);
    expect(captcha).not.toHaveBeenCalled();
  });

  it('refuses what is not a JSON object', async () => {
    expect(await statusOf('{not json')).toBe(400);
    expect(await statusOf('[1, 2]')).toBe(400);
  });
});
