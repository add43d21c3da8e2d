import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardResponse, malformedRequestAnswer } from '@/server/http/response-guard';

const context = {
  overHttps: true,
  fallbackPolicy: "default-src 'self'",
  siteOrigin: 'https://immo.be',
  routerRequest: false,
};

/** How each path of the test server writes its answer, the ways Next and the page cache do. */
const writers: Record<string, (response: ServerResponse) => void> = {
  '/set-then-end': (response) => {
    response.setHeader('x-middleware-rewrite', '/nl/offer/1');
    response.setHeader('content-type', 'text/html');
    response.end('<p>hi</p>');
  },
  '/object-head': (response) => {
    response.writeHead(302, { Location: 'http://localhost:6666/nl', 'Set-Cookie': 'NEXT_LOCALE=nl; Path=/' });
    response.end();
  },
  '/raw-head': (response) => {
    response.writeHead(200, 'OK', ['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2', 'X-Nextjs-Matched-Path', '/x']);
    response.end();
  },
};

let port = 0;
const server = createServer((incoming, response) => {
  guardResponse(response, context);
  writers[incoming.url!]!(response);
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
beforeAll(() => {
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function headersOf(path: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (answer) => {
      answer.resume();
      resolve(answer.headers);
    })
      .on('error', reject)
      .end();
  });
}

describe('guardResponse', () => {
  it('guards headers set one by one before the body', async () => {
    const headers = await headersOf('/set-then-end');
    expect(headers['x-middleware-rewrite']).toBeUndefined();
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['strict-transport-security']).toContain('max-age=');
  });

  it('guards headers handed to writeHead, as an object or as a flat list', async () => {
    const redirect = await headersOf('/object-head');
    expect(redirect.location).toBe('/nl');
    expect(redirect['set-cookie']).toEqual(['NEXT_LOCALE=nl; Path=/; Secure']);
    const raw = await headersOf('/raw-head');
    expect(raw['set-cookie']).toEqual(['a=1; Secure', 'b=2; Secure']);
    expect(raw['x-nextjs-matched-path']).toBeUndefined();
    expect(raw['x-content-type-options']).toBe('nosniff');
  });
});

describe('malformedRequestAnswer', () => {
  it('answers a request Node cannot parse with the security headers', () => {
    const answer = malformedRequestAnswer('HPE_INVALID_METHOD', context);
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('x-content-type-options: nosniff\r\n');
    expect(answer).toContain('strict-transport-security: ');
    // Nothing after the headers: a HEAD request's client would read it as the next answer.
    expect(answer).toContain('content-length: 0\r\n');
    expect(answer.split('\r\n\r\n')).toEqual([expect.any(String), '']);
    expect(malformedRequestAnswer('HPE_HEADER_OVERFLOW', context)).toMatch(/^HTTP\/1\.1 431 /);
  });
});
