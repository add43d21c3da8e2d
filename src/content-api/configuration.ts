import { ApiNotConfiguredError } from './errors';

export const DEFAULT_TIMEOUT_MS = 8_000;
export const DEFAULT_REVALIDATE_SECONDS = 60;

export type ContentApiOptions = {
  /** Root of the service, e.g. 'https://content.example.be' (no trailing slash needed). */
  baseUrl: string;
  siteId: string;
  /** A render never waits longer than this for one call. */
  timeoutMs?: number;
  /** How long Next may serve a cached GET before asking again; 0 disables the cache. */
  revalidateSeconds?: number;
  /** Another fetch (tests, instrumentation); the global one by default. */
  fetch?: typeof fetch;
};

export type ContentApiConfiguration = Required<Omit<ContentApiOptions, 'fetch'>> & {
  fetch: typeof fetch | undefined;
};

let current: ContentApiConfiguration | null = null;

export function configureContentApi(options: ContentApiOptions): void {
  current = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    siteId: options.siteId,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    revalidateSeconds: options.revalidateSeconds ?? DEFAULT_REVALIDATE_SECONDS,
    fetch: options.fetch,
  };
}

/** The settings every call reads; throws "Api is not configured" before `configureContentApi`. */
export function getContentApiConfiguration(): ContentApiConfiguration {
  if (!current) throw new ApiNotConfiguredError();
  return current;
}

export function isContentApiConfigured(): boolean {
  return current !== null;
}
