import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { guardedHeaders, type ResponseContext, type ResponseHeaders } from './response-headers';

type WrittenHeaders = OutgoingHttpHeaders | (string | string[])[];

/** writeHead's headers argument (an object, or a flat list of names and values) as one object. */
function headersOf(written: WrittenHeaders): ResponseHeaders {
  if (!Array.isArray(written)) return { ...written } as ResponseHeaders;
  const collected: Record<string, string[]> = {};
  for (let index = 0; index + 1 < written.length; index += 2) {
    const name = String(written[index]).toLowerCase();
    (collected[name] ??= []).push(...[written[index + 1]!].flat());
  }
  return Object.fromEntries(
    Object.entries(collected).map(([name, values]) => [name, values.length === 1 ? values[0]! : values]),
  );
}

/**
 * Makes every header block `response` sends pass guardedHeaders (response-headers.ts), whoever writes
 * it: Next, the page cache, or Node itself on the first write (which calls writeHead too).
 */
export function guardResponse(response: ServerResponse, context: ResponseContext): void {
  const writeHead = response.writeHead.bind(response) as (status: number, message?: string) => ServerResponse;
  response.writeHead = ((status: number, ...rest: (string | WrittenHeaders | undefined)[]) => {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const written = rest.find((part): part is WrittenHeaders => typeof part === 'object' && part !== null);
    const current: ResponseHeaders = { ...response.getHeaders(), ...(written ? headersOf(written) : {}) };
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    for (const [name, value] of Object.entries(guardedHeaders(current, context))) {
      if (value !== undefined) response.setHeader(name, value);
    }
    return writeHead(status, message);
  }) as ServerResponse['writeHead'];
}

/**
 * The answer to a request Node could not parse (431 for oversized headers), as raw bytes. No body:
 * the method is unknown, and after a HEAD a client would take one for the start of the next answer.
 */
export function malformedRequestAnswer(errorCode: string | undefined, context: ResponseContext): string {
  const [status, reason] =
    errorCode === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : errorCode === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const headers = guardedHeaders({ 'content-length': 0, connection: 'close' }, context);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n`;
}
