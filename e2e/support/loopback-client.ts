import { request, type IncomingHttpHeaders } from 'node:http';

/**
 * A loopback address of its own (Linux routes all of 127.0.0.0/8 to the loopback device, so a socket
 * can be bound to any of them). The site counts its rate limits by the socket's address and keeps the
 * counts in its database: a test sending from an address of its own starts from zero, whatever the
 * browser tests (from 127.0.0.1) or an earlier run sent to the same endpoint.
 */
export function unusedLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

export type LoopbackAnswer = { status: number; headers: IncomingHttpHeaders; body: unknown };

export type LoopbackRequest = {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as it is; an object is sent as its JSON. */
  data?: string | object;
  /** The address the request is sent from; 127.0.0.1 unless told. */
  from?: string;
};

/**
 * One request to an e2e server, from a chosen loopback address (which Playwright's request fixture
 * cannot choose). The URL's host goes into the Host header as it is, but the connection always goes to
 * 127.0.0.1: Node does not resolve *.localhost, and nothing but this machine is ever contacted.
 */
export function sendFrom(url: string, options: LoopbackRequest = {}): Promise<LoopbackAnswer> {
  const target = new URL(url);
  const body =
    options.data === undefined
      ? undefined
      : typeof options.data === 'string'
        ? options.data
        : JSON.stringify(options.data);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: Number(target.port),
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'POST',
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          host: target.host,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: the text itself is the body.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
