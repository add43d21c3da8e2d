import { describe, expect, it, vi } from 'vitest';
import { createAddressBudget } from '@/server/client-errors/address-budget';
import { handleClientErrorReport } from '@/server/client-errors/report-handler';

const report = {
  message: 'Loading chunk 0cz1d0mv5g_q7 failed',
  type: 'error',
  source: '/_next/static/chunks/0cz1d0mv5g_q7.js',
  page: '/nl',
};

let address = 0;
function post(body: string, headers: Record<string, string> = {}) {
  address += 1;
  return handleClientErrorReport(
    new Request('http://localhost:3000/api/client-errors', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-vitrine-client-address': `10.0.0.${address}`,
        ...headers,
      },
    }),
  );
}

describe('client error reports', () => {
  it('logs a chunk failure with its type and source, and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await post(JSON.stringify(report), { origin: 'http://localhost:3000' });
    expect(answer.status).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      'Client: Loading chunk 0cz1d0mv5g_q7 failed',
      JSON.stringify({ type: 'error', source: '/_next/static/chunks/0cz1d0mv5g_q7.js', page: '/nl' }),
    );
  });

  it('refuses what is not a report, without a 500', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ ...report, type: 'weird' }))).status).toBe(400);
    expect((await post(JSON.stringify({ ...report, extra: 1 }))).status).toBe(400);
    expect((await post(JSON.stringify(report), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(JSON.stringify({ ...report, source: 'x'.repeat(3000) }))).status).toBe(413);
  });

  it('limits the reports of one address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = (i: number) =>
      handleClientErrorReport(
        new Request('http://localhost:3000/api/client-errors', {
          method: 'POST',
          body: JSON.stringify(report),
          // Made-up forwarding headers change nothing: the socket's address counts.
          headers: { 'x-vitrine-client-address': '192.0.2.7', 'x-real-ip': `198.51.100.${i}` },
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send(i)).status);
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('address budget', () => {
  it('opens a new window after the old one and forgets the oldest addresses', () => {
    let time = 0;
    const budget = createAddressBudget({ limit: 1, windowMs: 1_000, maxAddresses: 2, now: () => time });
    expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
    time = 1_000;
    expect(budget.take('a')).toBe(true);
    budget.take('b');
    budget.take('c');
    expect(budget.take('a')).toBe(true);
  });
});
