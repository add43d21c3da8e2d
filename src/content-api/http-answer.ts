import { SchemaError, UpstreamUnavailableError, type HttpMethod } from './errors';
import { markUpstreamDown } from './upstream-health';

function isJson(contentType: string | null): boolean {
  return contentType !== null && /\bjson\b/i.test(contentType);
}

/**
 * Reads an answer: null on 204 (or an empty body), parsed JSON when the content type says JSON, text
 * otherwise. A body cut off by the timeout counts as an unreachable service; broken JSON as a
 * contract breach.
 */
export async function readAnswer(response: Response, url: string, method: HttpMethod): Promise<unknown> {
  if (response.status === 204) return null;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    markUpstreamDown();
    throw new UpstreamUnavailableError(url, method, { cause: error });
  }
  if (!isJson(response.headers.get('content-type'))) return text;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SchemaError(url, [
      { code: 'custom', path: [], message: 'the body is not valid JSON', input: text },
    ]);
  }
}
