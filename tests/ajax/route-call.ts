/** Calls a route handler as Next does: a Request and its params as a promise. */
export async function callRoute<Params extends Record<string, string>>(
  handler: (request: Request, context: { params: Promise<Params> }) => Promise<Response>,
  url: string,
  params: Params,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await handler(new Request(`http://site.test${url}`, { headers }), {
    params: Promise.resolve(params),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), response };
}
