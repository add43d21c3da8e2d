import type { z } from 'zod';
import { getContentApiConfiguration, type ContentApiConfiguration } from './configuration';
import { HttpError, SchemaError, UpstreamUnavailableError, type HttpMethod } from './errors';
import { readAnswer } from './http-answer';
import { cacheInit, type CacheOptions } from './http-cache';
import { markUpstreamDown, markUpstreamUp } from './upstream-health';
import type { Locale } from './schemas';

export const CLIENT_MARKER = 'vitrine-site';

export type RequestOptions = CacheOptions & {
  /** Sent as accept-language: the language the service answers (and looks up URLs) in. */
  locale?: Locale;
  /** Marks a back-office client (preview mode): the service then includes unpublished estates. */
  backoffice?: boolean;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Another site than the configured or the request's one: for work outside a request (alerts). */
  siteId?: string;
};

/** What a caller of a resource function may set; the function itself decides path, body and tags. */
export type CallOptions = Pick<
  RequestOptions,
  'locale' | 'timeoutMs' | 'signal' | 'cache' | 'next' | 'siteId'
>;

/** Estate calls may in addition mark a back-office client (preview mode only). */
export type EstateCallOptions = CallOptions & Pick<RequestOptions, 'backoffice'>;

/** Stands for the request's site in a path until `sendRequest` knows it (multi-site deployments). */
const REQUEST_SITE = '{site}';

/** Where `sitePath` puts the site: the configured one, or the request's until it is known. */
function sitePrefix(siteId: ContentApiConfiguration['siteId']): string {
  return `/sites/${typeof siteId === 'string' ? encodeURIComponent(siteId) : REQUEST_SITE}`;
}

/** '/sites/{siteId}/…' with each segment encoded, so a page URL '/te-koop' travels as '%2Fte-koop'. */
export function sitePath(...segments: (string | number)[]): string {
  const { siteId } = getContentApiConfiguration();
  return [sitePrefix(siteId), ...segments.map((segment) => encodeURIComponent(segment))].join('/');
}

/**
 * The site a call is for, and its path with that site filled in: the caller's, else the configured
 * one, else the request's. Calls outside a site's paths (the host-name lookup, translations) of a
 * multi-site deployment name no site.
 */
async function resolveSite(
  configured: ContentApiConfiguration['siteId'],
  path: string,
  requested: string | undefined,
): Promise<{ siteId: string | null; path: string; scoped: boolean }> {
  const prefix = sitePrefix(configured);
  const byRequest = typeof configured !== 'string';
  const rest = path.slice(prefix.length);
  if (!path.startsWith(prefix) || !/^([/?]|$)/.test(rest)) {
    return { siteId: requested ?? (byRequest ? null : configured), path, scoped: false };
  }
  const siteId = requested ?? (byRequest ? await configured() : configured);
  return { siteId, path: `/sites/${encodeURIComponent(siteId)}${rest}`, scoped: byRequest };
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const url = new URL(`${baseUrl}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function buildHeaders(siteId: string | null, options: RequestOptions): Headers {
  const headers = new Headers({ accept: 'application/json', 'x-client': CLIENT_MARKER });
  if (siteId !== null) headers.set('x-site-id', siteId);
  if (options.locale) headers.set('accept-language', options.locale);
  if (options.backoffice) headers.set('x-backoffice-client', 'true');
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  return headers;
}

/** 502, 503 and 504 say the service is unreachable behind its gateway; other answers prove it is up. */
function recordUpstreamHealth(status: number): void {
  if (status === 502 || status === 503 || status === 504) markUpstreamDown();
  else markUpstreamUp();
}

function isCallerAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && !(error instanceof DOMException && error.name === 'TimeoutError');
}

/**
 * Sends one call and returns the OK response unread. A non-OK status raises `HttpError` (a failed
 * POST's answer is logged, spec §8); no answer in time or no connection raises
 * `UpstreamUnavailableError` and marks the service down.
 */
export async function sendRequest(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const configuration = getContentApiConfiguration();
  const site = await resolveSite(configuration.siteId, path, options.siteId);
  const url = buildUrl(configuration.baseUrl, site.path, options.query);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? configuration.timeoutMs);
  const init: RequestInit & Pick<CacheOptions, 'next'> = {
    method,
    headers: buildHeaders(site.siteId, options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    ...cacheInit(method, options, configuration.revalidateSeconds, site.scoped ? site.siteId : null),
  };
  const fetchFn = configuration.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch (error) {
    if (isCallerAbort(error, options.signal)) throw error;
    markUpstreamDown();
    throw new UpstreamUnavailableError(url, method, { cause: error });
  }
  recordUpstreamHealth(response.status);
  if (response.ok) return response;
  const body = await readAnswer(response, url, method).catch(() => undefined);
  if (method === 'POST')
    console.error(`Content service: ${method} ${url} failed with ${response.status}`, body);
  throw new HttpError(response.status, response.statusText, url, method, body);
}

/** The answer: null on 204, parsed JSON for a JSON content type, text otherwise. */
export async function request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown> {
  const response = await sendRequest(method, path, options);
  return readAnswer(response, response.url || path, method);
}

/** The answer checked against its schema; a mismatch raises `SchemaError` with the bad field's path. */
export async function requestParsed<Schema extends z.ZodType>(
  schema: Schema,
  method: HttpMethod,
  path: string,
  options?: RequestOptions,
): Promise<z.output<Schema>> {
  const response = await sendRequest(method, path, options);
  const url = response.url || path;
  const answer = await readAnswer(response, url, method);
  const result = schema.safeParse(answer);
  if (!result.success) throw new SchemaError(url, result.error.issues);
  return result.data;
}

/** For calls where "not found" is an ordinary answer. */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
