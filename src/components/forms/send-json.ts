export type SendMethod = 'POST' | 'PUT' | 'DELETE';

/** How a sending ended: the answer's status, or 'network' when no answer came at all. */
export type SendResult = { ok: true; status: number } | { ok: false; status: number | 'network' };

export type SendRequest = { method: SendMethod; body?: unknown };

/**
 * Sends JSON to one of the site's endpoints. Only the status is read, never the body (spec §7): any
 * status of 400 or more, or no answer, is a failure, logged for whoever looks at the browser console.
 */
export async function sendJson(path: string, { method, body }: SendRequest): Promise<SendResult> {
  try {
    const response = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // The form guards parse a JSON body on every request, so one without fields sends {}.
      body: JSON.stringify(body ?? {}),
    });
    if (response.status >= 400) {
      console.error(`${method} ${path} failed with status ${response.status}`);
      return { ok: false, status: response.status };
    }
    return { ok: true, status: response.status };
  } catch (error) {
    console.error(`${method} ${path} got no answer`, error);
    return { ok: false, status: 'network' };
  }
}
