import { readCappedText as readCapped } from '@/content-api/capped-read';

/** Far above any honest form (a 2000-character message included), far below a nuisance. */
export const MAX_FORM_BODY_BYTES = 20 * 1024;

/** A visitor's body as text, or null once it is larger than `maxBytes` (read no further). */
export function readCappedText(request: Request, maxBytes = MAX_FORM_BODY_BYTES): Promise<string | null> {
  return readCapped(request, maxBytes);
}
