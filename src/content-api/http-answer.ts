import { AnswerTooLargeError, SchemaError, UpstreamUnavailableError, type HttpMethod } from './errors';
import { markUpstreamDown } from './upstream-health';

function isJson(contentType: string | null): boolean {
  return contentType !== null && /\bjson\b/i.test(contentType);
}

/**
 * The body as text, read no further than `maxBytes`: a longer answer is given up at once, whatever its
 * Content-Length says, so one huge answer costs neither the time-out nor the memory.
 */
async function readCapped(response: Response, url: string, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new AnswerTooLargeError(url, maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError(url, maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The text of an answer, or null on 204; a body cut off (the time-out) counts as an unreachable service. */
export async function readAnswerText(
  response: Response,
  url: string,
  method: HttpMethod,
  maxBytes: number,
): Promise<string | null> {
  if (response.status === 204) return null;
  try {
    return await readCapped(response, url, maxBytes);
  } catch (error) {
    if (error instanceof AnswerTooLargeError) throw error;
    markUpstreamDown();
    throw new UpstreamUnavailableError(url, method, { cause: error });
  }
}

/**
 * An answer's text as a value: null for none (204, an empty JSON body), parsed JSON when the content
 * type says JSON, the text otherwise. Broken JSON is a contract breach.
 */
export function parseAnswerText(text: string | null, contentType: string | null, url: string): unknown {
  if (text === null) return null;
  if (!isJson(contentType)) return text;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SchemaError(url, [
      { code: 'custom', path: [], message: 'the body is not valid JSON', input: text.slice(0, 200) },
    ]);
  }
}
