import 'server-only';
import { isPreviewRequest } from './preview-mode';

/**
 * Caching headers of a JSON answer that shows unpublished estates in preview: shared caches may keep
 * it for `publicPolicy` only outside preview, and `Vary: Cookie` tells them the preview cookie matters.
 */
export async function estateAnswerCaching(publicPolicy: string): Promise<Record<string, string>> {
  const preview = await isPreviewRequest();
  return { 'cache-control': preview ? 'private, no-store' : publicPolicy, vary: 'Cookie' };
}
