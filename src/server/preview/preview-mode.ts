import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether the current request is in preview (Next's draft mode, turned on by a signed preview link).
 * Outside a request — the alerts run, a build step — it never is.
 */
export async function isPreviewRequest(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
