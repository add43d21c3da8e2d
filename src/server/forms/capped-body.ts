/** Far above any honest form (a 2000-character message included), far below a nuisance. */
export const MAX_FORM_BODY_BYTES = 20 * 1024;

/**
 * The body as text, or null once it is larger than `maxBytes`: a declared length says so before
 * anything is read, and a body without one (chunked) is read only up to the limit, never whole.
 */
export async function readCappedText(
  request: Request,
  maxBytes = MAX_FORM_BODY_BYTES,
): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
