import { chunkFailureMessage, describeChunkError, type ChunkFailureDetail } from './chunk-failure-detail';

declare global {
  interface Window {
    /** Set by the inline watcher (chunk-failure-script.ts): logs once per chunk, to the server too. */
    __chunkFailure?: (type: ChunkFailureDetail['type'], source: string, showNotice?: boolean) => void;
    /** Set by the same watcher: tells it the page has come to life (PageReadyMark). */
    __chunkFailurePageReady?: () => void;
  }
}

/**
 * Logs a chunk error an error boundary caught, through the page's watcher when it runs (one log
 * per chunk, sent to the server as well); the boundary itself shows the message.
 */
export function reportChunkFailure(error: unknown): ChunkFailureDetail {
  const detail = describeChunkError(error);
  if (typeof window.__chunkFailure === 'function') window.__chunkFailure(detail.type, detail.source, false);
  else console.error(chunkFailureMessage(detail.source), detail);
  return detail;
}
