/**
 * A request's or response's body as bytes, or null once it is larger than `maxBytes`: a declared length
 * says so before anything is read, and a body without one (chunked) is read only up to the limit, never
 * whole. Used for the content service's answers, photos and what visitors post.
 */
export async function readCappedBytes(
  message: Request | Response,
  maxBytes: number,
): Promise<Uint8Array | null> {
  const declared = Number(message.headers.get('content-length') ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await message.body?.cancel().catch(() => {});
    return null;
  }
  if (!message.body) return new Uint8Array(0);
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A body as text, read as `readCappedBytes` reads it; null once it is larger than `maxBytes`. */
export async function readCappedText(message: Request | Response, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(message, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
