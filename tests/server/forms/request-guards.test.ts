import { describe, expect, it, vi } from 'vitest';
import { readFormRequest } from '@/server/forms/request-guards';
import { routeErrorResponse } from '@/server/http/json-response';

const { rateLimit } = vi.hoisted(() => ({
  rateLimit: vi.fn(async () => ({ allowed: true, remaining: 9, retryAfterSeconds: 0 })),
}));
vi.mock('@/server/rate-limit', () => ({ checkFormRateLimit: rateLimit, clientAddress: () => '203.0.113.9' }));

const origin = 'http://localhost';
const post = () =>
  new Request(`${origin}/nl/ajax/contact-form-handler`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: '{}',
  });

async function failureOf(work: Promise<unknown>): Promise<Response> {
  try {
    await work;
  } catch (error) {
    return routeErrorResponse(error, 'nl');
  }
  throw new Error('the request was let through');
}

describe('form request guards', () => {
  it('say when to try again once the rate limit refuses: 429 with Retry-After in seconds', async () => {
    rateLimit.mockResolvedValueOnce({ allowed: false, remaining: 0, retryAfterSeconds: 42 });
    const response = await failureOf(readFormRequest(post(), 'contact-form', 'nl'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toMatchObject({ error: { code: 'too_many_requests' } });
  });

  it('send no Retry-After with other refusals', async () => {
    const request = new Request(`${origin}/nl/ajax/contact-form-handler`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: '{}',
    });
    const response = await failureOf(readFormRequest(request, 'contact-form', 'nl'));
    expect(response.status).toBe(403);
    expect(response.headers.has('retry-after')).toBe(false);
  });
});
