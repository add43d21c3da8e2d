import { AnswerTooLargeError, SchemaError, UpstreamUnavailableError, type HttpMethod } from './errors';
import { readCappedText } from './capped-read';
import { markUpstreamDown } from './upstream-health';

function isJson(contentType: string | null): boolean {
  return contentType !== null && /\bjson\b/i.test(contentType);
}

/** The text of an answer, or null on 204; a body cut off (the time-out) counts as an unreachable service. */
export async function readAnswerText(
  response: Response,
  url: string,
  method: HttpMethod,
  maxBytes: number,
): Promise<string | null> {
  if (response.status === 204) return null;
  let text: string | null;
  try {
    text = await readCappedText(response, maxBytes);
  } catch (error) {
    markUpstreamDown();
    throw new UpstreamUnavailableError(url, method, { cause: error });
  }
  // Given up at once, so one huge answer costs neither the time-out nor the memory.
  if (text === null) throw new AnswerTooLargeError(url, maxBytes);
  return text;
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
