import { CHUNK_FAILURE_SCRIPT } from './chunk-failure-script';

/**
 * The inline watcher of script chunks, for the page head: it must run before any chunk and
 * cannot itself be a chunk. `nonce` when the Content-Security-Policy trusts scripts by nonce.
 */
export function ChunkFailureWatch({ nonce }: { nonce?: string }) {
  return (
    <script
      id="chunk-failure-watch"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: CHUNK_FAILURE_SCRIPT }}
    />
  );
}
