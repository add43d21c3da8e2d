import { describe, expect, it } from 'vitest';
import { GET } from '../../../app/healthz/route';

describe('GET /healthz', () => {
  it('answers that the process is alive, never from a cache', async () => {
    const answer = GET();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok' });
  });
});
