import { describe, expect, it, vi } from 'vitest';
import { createAddressBudget } from '@/server/client-errors/address-budget';
import { escapeForLog } from '@/server/client-errors/log-text';
import { handleClientErrorReport } from '@/server/client-errors/report-handler';

vi.mock('@/server/sites/host-sites', async () =>
  (await import('../../support/form-requests')).siteHostsOfLocalhost(),
);

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
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'x-vitrine-client-address': `10.0.0.${address}`,
        ...headers,
      },
    }),
  );
}

describe('client error reports', () => {
  it('logs a chunk failure with its type and source, and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = await post(JSON.stringify(report));
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
    expect((await post(JSON.stringify({ ...report, source: 'x'.repeat(3000) }))).status).toBe(413);
  });

  it("takes reports from the site's own pages only", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = JSON.stringify(report);
    expect((await post(body, { origin: 'https://evil.example' })).status).toBe(403);
    // Another port of the same host is another origin: the port the server received the request on counts.
    expect(
      (
        await post(body, {
          origin: 'http://localhost:6666',
          host: 'localhost:6666',
          'x-vitrine-request-port': '3000',
        })
      ).status,
    ).toBe(403);
    expect((await post(body, { origin: 'http://127.0.0.1:3000' })).status).toBe(204);
    const withoutOrigin = (fetchSite: string) =>
      handleClientErrorReport(
        new Request('http://localhost:3000/api/client-errors', {
          method: 'POST',
          body,
          headers: {
            host: 'localhost:3000',
            'sec-fetch-site': fetchSite,
            'x-vitrine-client-address': '10.1.0.1',
          },
        }),
      );
    expect((await withoutOrigin('same-origin')).status).toBe(204);
    expect((await withoutOrigin('cross-site')).status).toBe(403);
  });

  it('writes a report on one log line, whatever control characters it holds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forged = { ...report, message: 'x\n2026-01-01 INFO admin logged in\r\u001b[2K\u2028' };
    expect((await post(JSON.stringify(forged))).status).toBe(204);
    const line = warn.mock.calls.at(-1)!.join(' ');
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(line).toContain('x\\u000a2026-01-01 INFO admin logged in\\u000d\\u001b[2K\\u2028');
  });

  it('limits the reports of one address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = (i: number) =>
      handleClientErrorReport(
        new Request('http://localhost:3000/api/client-errors', {
          method: 'POST',
          body: JSON.stringify(report),
          // Made-up forwarding headers change nothing: the socket's address counts.
          headers: {
            host: 'localhost:3000',
            origin: 'http://localhost:3000',
            'x-vitrine-client-address': '192.0.2.7',
            'x-real-ip': `198.51.100.${i}`,
          },
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

describe('escapeForLog', () => {
  it('leaves printable text, accents and quotes as they are', () => {
    expect(escapeForLog('Chunk «é» "x" failed')).toBe('Chunk «é» "x" failed');
  });
  it('writes C0, DEL, C1 and line separators as escapes', () => {
    expect(escapeForLog('a\tb\u007fc\u0085d\u2029')).toBe('a\\u0009b\\u007fc\\u0085d\\u2029');
  });
});
