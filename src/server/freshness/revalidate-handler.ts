import 'server-only';
import { config } from '@/config';
import { readCappedText } from '@/server/forms/capped-body';
import { jsonError, jsonOk } from '@/server/http/json-response';
import { revalidationSchema, tagsToPurge } from './changes';
import { announcePurge } from './purge-channel';
import { checkRevalidationSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';

/** Room for the longest list of changes the schema takes. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/revalidate: the content service says what changed (an estate, a rental unit, a page, a
 * menu, a whole site), signed with REVALIDATE_SECRET; every instance drops what it kept of it, so the
 * next visitor sees the change. Not configured, the address does not exist.
 */
export async function handleRevalidation(request: Request): Promise<Response> {
  const secret = config.revalidateSecret;
  if (!secret) return jsonError('not_found', 'Not found');
  const body = await readCappedText(request, MAX_BODY_BYTES);
  if (body === null) return jsonError('payload_too_large', 'The body is too large');
  const signature = request.headers.get(SIGNATURE_HEADER);
  const check = checkRevalidationSignature(
    secret,
    { timestamp: request.headers.get(TIMESTAMP_HEADER), signature },
    body,
  );
  if (!check.valid) return jsonError('unauthorized', `Refused: ${check.reason}`);
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    input = undefined;
  }
  const parsed = revalidationSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
    );
    return jsonError('invalid_input', 'Not a list of changes', fields);
  }
  const tags = tagsToPurge(parsed.data);
  const { answers } = await announcePurge({ site: parsed.data.site, tags });
  return jsonOk({ purged: { tags, answers } }, { status: 202 });
}
