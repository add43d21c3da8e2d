import { ApiNotConfiguredError } from './errors';

export const DEFAULT_TIMEOUT_MS = 8_000;
export const DEFAULT_REVALIDATE_SECONDS = 60;

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
  /** How long Next may serve a cached GET before asking again; 0 disables the cache. */
  revalidateSeconds?: number;
  /** Another fetch (tests, instrumentation); the global one by default. */
  fetch?: typeof fetch;
};

export type ContentApiConfiguration = Required<Omit<ContentApiOptions, 'fetch' | 'isBackofficeRequest'>> & {
  fetch: typeof fetch | undefined;
  isBackofficeRequest: (() => Promise<boolean>) | undefined;
};

let current: ContentApiConfiguration | null = null;

export function configureContentApi(options: ContentApiOptions): void {
  current = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    siteId: options.siteId,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    revalidateSeconds: options.revalidateSeconds ?? DEFAULT_REVALIDATE_SECONDS,
    fetch: options.fetch,
    isBackofficeRequest: options.isBackofficeRequest,
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

/** The back-office marker of an estate call: as its caller says, else as the current request is. */
export async function estateBackoffice(requested: boolean | undefined): Promise<boolean> {
  if (requested !== undefined) return requested;
  return (await current?.isBackofficeRequest?.()) ?? false;
}
