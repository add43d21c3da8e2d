import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** The one error shape of the content service: `{error: {code, message, fields?}}`. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

export function notFound(c: Context, what: string) {
  return errorResponse(c, 404, 'not_found', `${what} not found`);
}

/**
 * Reads and checks a JSON body. Answers 400 with one message per bad field (dotted path), so a
 * client can show what it sent wrong; on success hands back the parsed value.
 */
export async function readJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return {
      ok: false,
      response: errorResponse(c, 400, 'invalid_json', 'The request body is not valid JSON'),
    };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '(body)'] ??= issue.message;
  return {
    ok: false,
    response: errorResponse(c, 400, 'invalid_body', 'The request body is not valid', fields),
  };
}

/** Whole positive ids only: anything else in an id segment is simply not found. */
export function parseId(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}
