/**
 * The digest that marks a render error as the content service's failure (unreachable, a 5xx, an answer
 * that breaks its schema or its size cap) rather than a bug. Next hands a thrown error's own digest to
 * the error boundary, which then shows the "back soon" state; the server answers such renders with 503.
 */
export const SERVICE_FAILURE_DIGEST_PREFIX = 'content-service-failure';

export function isServiceFailureDigest(digest: string | undefined): boolean {
  return digest?.startsWith(SERVICE_FAILURE_DIGEST_PREFIX) === true;
}
