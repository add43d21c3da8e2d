export type SendMethod = 'POST' | 'PUT' | 'DELETE';

/**
 * How a sending ended: the answer's status, or 'network' when no answer came at all; with
 * `readFieldErrors`, a 400's messages per field (in the visitor's language, keyed by field path).
 */
export type SendResult =
  { ok: true; status: number } | { ok: false; status: number | 'network'; fields?: Record<string, string> };

export type SendRequest = {
  method: SendMethod;
  body?: unknown;
  /** A form that shows the server's refusals at its fields reads them from a 400's body. */
  readFieldErrors?: boolean;
};

/** The `fields` of the site's JSON error answer ({error: {fields}}), or undefined. */
async function fieldMessagesOf(response: Response): Promise<Record<string, string> | undefined> {
  try {
    const fields = ((await response.json()) as { error?: { fields?: unknown } } | null)?.error?.fields;
    if (typeof fields !== 'object' || fields === null) return undefined;
    const entries = Object.entries(fields).filter(([, message]) => typeof message === 'string');
    return entries.length > 0 ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends JSON to one of the site's endpoints. Only the status is read (spec §7), and the field
 * messages of a 400 by a form that asks for them: any status of 400 or more, or no answer, is a
 * failure, logged for whoever looks at the browser console.
 */
export async function sendJson(
  path: string,
  { method, body, readFieldErrors = false }: SendRequest,
): Promise<SendResult> {
  try {
    const response = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // The form guards parse a JSON body on every request, so one without fields sends {}.
      body: JSON.stringify(body ?? {}),
    });
    if (response.status >= 400) {
      console.error(`${method} ${path} failed with status ${response.status}`);
      const fields = readFieldErrors && response.status === 400 ? await fieldMessagesOf(response) : undefined;
      return { ok: false, status: response.status, ...(fields && { fields }) };
    }
    return { ok: true, status: response.status };
  } catch (error) {
    console.error(`${method} ${path} got no answer`, error);
    return { ok: false, status: 'network' };
  }
}
