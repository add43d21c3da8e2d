/** How a script chunk failed to load (§8): it took too long, was not there, or broke off. */
export type ChunkFailureType = 'timeout' | 'missing' | 'error';

export type ChunkFailureDetail = { type: ChunkFailureType; source: string };

export const CHUNK_FAILURE_ELEMENT_ID = 'chunk-failure';
export const CLIENT_ERRORS_ENDPOINT = '/api/client-errors';
/** §9: a chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The chunk's name from its URL: '/_next/static/chunks/0cz1d0mv5g_q7.js' → '0cz1d0mv5g_q7'. */
export function chunkName(source: string): string {
  const match = /([^/?#]+?)(?:\.js)?(?:[?#].*)?$/.exec(source);
  return match?.[1] ?? 'unknown';
}

/** The log line §8 asks for: "Loading chunk N failed". */
export function chunkFailureMessage(source: string): string {
  return `Loading chunk ${chunkName(source)} failed`;
}

/** What is known of a chunk that did not load: whether it timed out, and the status its URL answers. */
export type ChunkOutcome = { timedOut?: boolean; status?: number };

/**
 * The §8 type of a chunk that did not load: 'timeout' when it took too long, 'missing' when the server
 * says it has no such file (404, 410: a page older than the deployment, a mistyped URL), else 'error' (a
 * network failure, a server error, a script that broke). Self-contained and plain: the inline watcher
 * (chunk-failure-script.ts) runs this very function.
 */
export function chunkFailureType(outcome: ChunkOutcome): ChunkFailureType {
  if (outcome.timedOut) return 'timeout';
  if (outcome.status === 404 || outcome.status === 410) return 'missing';
  return 'error';
}

type ErrorLike = { name?: unknown; message?: unknown; type?: unknown; request?: unknown };

/**
 * Whether an error means a script chunk did not load: webpack's and Turbopack's ChunkLoadError,
 * and the browsers' failed dynamic import.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as ErrorLike;
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading chunk \S+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

/** Type and source of a chunk error, as far as the error tells them. */
export function describeChunkError(error: unknown): ChunkFailureDetail {
  const { type, request, message } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const text = typeof message === 'string' ? message : '';
  const named = type === 'timeout' || type === 'missing' || type === 'error' ? type : null;
  const classified: ChunkFailureType =
    named ??
    (/time(d)? ?out/i.test(text) ? 'timeout' : /\b404\b|not found|missing/i.test(text) ? 'missing' : 'error');
  const url =
    typeof request === 'string'
      ? request
      : (/(?:https?:\/\/[^\s)]+|\/_next\/[^\s):]+)/.exec(text)?.[0] ?? '');
  return { type: classified, source: url || 'unknown' };
}
