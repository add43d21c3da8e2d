/**
 * A request's or response's body as text, or null once it is larger than `maxBytes`: a declared length
 * says so before anything is read, and a body without one (chunked) is read only up to the limit, never
 * whole. Used for the content service's answers and for what visitors post.
 */
export async function readCappedText(message: Request | Response, maxBytes: number): Promise<string | null> {
  const declared = Number(message.headers.get('content-length') ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await message.body?.cancel().catch(() => {});
    return null;
  }
  if (!message.body) return '';
  const reader = message.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
