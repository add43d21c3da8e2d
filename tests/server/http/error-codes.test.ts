import { describe, expect, it } from 'vitest';
import { errorCodes, errorStatus } from '@/server/http/error-codes';
import { routeErrorResponse } from '@/server/http/json-response';
import { RouteError } from '@/server/http/route-error';

describe('the error code table', () => {
  it('gives each refusal of a form its status', () => {
    expect(errorStatus).toMatchObject({
      invalid_input: 400,
      captcha_failed: 400,
      foreign_origin: 403,
      not_found: 404,
      slot_taken: 409,
      period_unavailable: 409,
      payload_too_large: 413,
      unsupported_media_type: 415,
      too_many_requests: 429,
      service_unavailable: 503,
    });
  });

  it('has no code that answers a 500', () => {
    expect(Object.values(errorStatus).every((status) => status < 500 || status === 503)).toBe(true);
  });

  it('names only codes the table knows', () => {
    for (const code of Object.values(errorCodes)) expect(errorStatus).toHaveProperty(code);
  });

  it('decides the status of a route error and of its answer from the code alone', async () => {
    const error = new RouteError('foreign_origin', 'Niet van hier');
    expect(error.status).toBe(403);
    const response = routeErrorResponse(new RouteError('too_many_requests', 'Te veel', undefined, 42));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toEqual({ error: { code: 'too_many_requests', message: 'Te veel' } });
  });
});
