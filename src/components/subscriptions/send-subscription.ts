/**
 * Sends the form's JSON to its endpoint. Any answer of 400 or more, or no answer at all, counts as a
 * failure (spec §7) and is logged for whoever looks at the browser console.
 */
export async function sendSubscription(
  url: string,
  method: 'POST' | 'PUT',
  payload: Record<string, unknown>,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    if (response.status >= 400) {
      console.error(`${method} ${url} failed with status ${response.status}`);
      return false;
    }
    return true;
  } catch (error) {
    console.error(`${method} ${url} failed`, error);
    return false;
  }
}
