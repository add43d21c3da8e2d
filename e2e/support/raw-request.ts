import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string[]>; body: string };

/**
 * Sends a request line and headers exactly as written, over a socket to 127.0.0.1 (no HTTP client
 * would send `OPTIONS *`, a broken escape or an absolute-form target as they are), and reads the
 * answer until the server closes the connection.
 */
export function sendRaw(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const head = [
    requestLine,
    ...Object.entries({ connection: 'close', ...headers }).map(([n, v]) => `${n}: ${v}`),
  ];
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`No answer to ${requestLine}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split < 0 ? undefined : split).split('\r\n');
      const parsed: Record<string, string[]> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0)
          (parsed[line.slice(0, colon).trim().toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers: parsed,
        body: split < 0 ? '' : text.slice(split + 4),
      });
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
  });
}
