import { DEFAULT_ANSWER_CACHE_BYTES, startAnswerCache } from './answer-cache';
import { ApiNotConfiguredError } from './errors';

export const DEFAULT_TIMEOUT_MS = 8_000;
export const DEFAULT_REVALIDATE_SECONDS = 60;
/** Far above the largest answer the site needs (a full map search), far below what hurts a process. */
export const DEFAULT_MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** The site of the current request, for a deployment serving several sites. */
export type SiteIdResolver = () => Promise<string>;

export type ContentApiOptions = {
  /** Root of the service, e.g. 'https://content.example.be' (no trailing slash needed). */
  baseUrl: string;
  /** One fixed site, or a resolver asked on every call (multi-site deployments). */
  siteId: string | SiteIdResolver;
  /** Whether estate calls of the current request mark a back-office client (preview mode). */
  isBackofficeRequest?: () => Promise<boolean>;
  /** A render never waits longer than this for one call. */
  timeoutMs?: number;
  /** How long a kept answer is used before the service is asked again; 0 disables the cache. */
  revalidateSeconds?: number;
  /** The longest answer read; a longer one fails at once (AnswerTooLargeError). */
  maxAnswerBytes?: number;
  /** The memory the kept answers may take (answer-cache.ts). */
  answerCacheBytes?: number;
  /** Told of each failure of the service (the request being served then knows it met one). */
  onServiceFailure?: (error: Error) => void;
  /** Where a browser loads a photo of an estate or a page the service names; as named by default. */
  photoAddress?: (url: string) => string;
  /** Another fetch (tests, instrumentation); the global one by default. */
  fetch?: typeof fetch;
};

export type ContentApiConfiguration = Required<
  Omit<ContentApiOptions, 'fetch' | 'isBackofficeRequest' | 'onServiceFailure'>
> & {
  fetch: typeof fetch | undefined;
  isBackofficeRequest: (() => Promise<boolean>) | undefined;
  onServiceFailure: ((error: Error) => void) | undefined;
};

let current: ContentApiConfiguration | null = null;

export function configureContentApi(options: ContentApiOptions): void {
  current = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    siteId: options.siteId,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    revalidateSeconds: options.revalidateSeconds ?? DEFAULT_REVALIDATE_SECONDS,
    maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
    fetch: options.fetch,
    isBackofficeRequest: options.isBackofficeRequest,
    answerCacheBytes: options.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES,
    onServiceFailure: options.onServiceFailure,
    photoAddress: options.photoAddress ?? ((url) => url),
  };
  // Kept answers belong to the settings they were asked with: a new configuration starts afresh.
  startAnswerCache(current.answerCacheBytes);
}

/** The settings every call reads; throws "Api is not configured" before `configureContentApi`. */
export function getContentApiConfiguration(): ContentApiConfiguration {
  if (!current) throw new ApiNotConfiguredError();
  return current;
}

export function isContentApiConfigured(): boolean {
  return current !== null;
}

/** The back-office marker of an estate call: as its caller says, else as the current request is. */
export async function estateBackoffice(requested: boolean | undefined): Promise<boolean> {
  if (requested !== undefined) return requested;
  return (await current?.isBackofficeRequest?.()) ?? false;
}
