/**
 * Posts a form's JSON to its action URL. Any answer of 400 or more, or no answer at all, counts as
 * a failure and is logged for whoever looks at the browser console.
 */
export async function postForm(action: string, payload: Record<string, unknown>): Promise<boolean> {
  try {
    const response = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    if (response.status >= 400) {
      console.error(`Form submission to ${action} failed with status ${response.status}`);
      return false;
    }
    return true;
  } catch (error) {
    console.error(`Form submission to ${action} failed`, error);
    return false;
  }
}
