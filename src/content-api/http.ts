import type { z } from 'zod';
import { getContentApiConfiguration, type ContentApiConfiguration } from './configuration';
import { answerCache } from './answer-cache';
import {
  HttpError,
  isServiceFailure,
  SchemaError,
  UpstreamUnavailableError,
  type HttpMethod,
} from './errors';
import { parseAnswerText, readAnswerText } from './http-answer';
import { cacheTagsOf, type CacheOptions } from './http-cache';
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
  /** Sent as accept instead of JSON: the image formats a browser takes, for a photo it asked for. */
  accept?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Another site than the configured or the request's one: for work outside a request (alerts). */
  siteId?: string;
};

/** What a caller of a resource function may set; the function itself decides path, body and tags. */
export type CallOptions = Pick<RequestOptions, 'locale' | 'timeoutMs' | 'signal' | 'cache' | 'siteId'>;

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
  const headers = new Headers({ accept: options.accept ?? 'application/json', 'x-client': CLIENT_MARKER });
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

/** One call, ready to send: where, how, and under which key and tags its answer may be kept. */
type PreparedCall = {
  method: HttpMethod;
  url: string;
  headers: Headers;
  body: string | undefined;
  options: RequestOptions;
  configuration: ContentApiConfiguration;
  cacheKey: string | null;
  cacheTags: string[];
};

async function prepareCall(method: HttpMethod, path: string, options: RequestOptions): Promise<PreparedCall> {
  const configuration = getContentApiConfiguration();
  const site = await resolveSite(configuration.siteId, path, options.siteId);
  const url = buildUrl(configuration.baseUrl, site.path, options.query);
  const headers = buildHeaders(site.siteId, options);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const cacheTags = cacheTagsOf(
    method,
    options,
    configuration.revalidateSeconds,
    site.scoped ? site.siteId : null,
  );
  // Everything that makes one answer differ from another: the address, the site, the language, the body.
  const cacheKey = cacheTags && [method, url, site.siteId ?? '', options.locale ?? '', body ?? ''].join('\n');
  return { method, url, headers, body, options, configuration, cacheKey, cacheTags: cacheTags ?? [] };
}

/** The response of one call, its body still to read under the same time-out. */
async function fetchResponse(call: PreparedCall): Promise<Response> {
  const { method, url, options, configuration } = call;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? configuration.timeoutMs);
  const fetchFn = configuration.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetchFn(url, {
      method,
      headers: call.headers,
      body: call.body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      // Answers are kept by answer-cache.ts, after their schema check: never by fetch itself.
      cache: 'no-store',
    });
  } catch (error) {
    if (isCallerAbort(error, options.signal)) throw error;
    markUpstreamDown();
    throw new UpstreamUnavailableError(url, method, { cause: error });
  }
  recordUpstreamHealth(response.status);
  if (response.ok) return response;
  const text = await readAnswerText(response, url, method, configuration.maxAnswerBytes).catch(() => null);
  const body = (() => {
    try {
      return parseAnswerText(text, response.headers.get('content-type'), url);
    } catch {
      return text;
    }
  })();
  if (method === 'POST')
    console.error(`Content service: ${method} ${url} failed with ${response.status}`, body);
  throw new HttpError(response.status, response.statusText, url, method, body);
}

/** Tells the configuration's listener of a failure of the service, then gives the error back. */
function reported(configuration: ContentApiConfiguration, error: unknown): unknown {
  if (isServiceFailure(error)) configuration.onServiceFailure?.(error as Error);
  return error;
}

/**
 * Sends one call and returns the OK response unread (binary answers: photos, assets). A non-OK status
 * raises `HttpError` (a failed POST's answer is logged, spec §8); no answer in time or no connection
 * raises `UpstreamUnavailableError` and marks the service down.
 */
export async function sendRequest(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const call = await prepareCall(method, path, options);
  try {
    return await fetchResponse(call);
  } catch (error) {
    throw reported(call.configuration, error);
  }
}

type AnswerText = { text: string | null; contentType: string | null };

async function fetchAnswerText(call: PreparedCall): Promise<AnswerText> {
  const response = await fetchResponse(call);
  const text = await readAnswerText(response, call.url, call.method, call.configuration.maxAnswerBytes);
  return { text, contentType: response.headers.get('content-type') };
}

// Calls asked for by several renders at once share one answer; each parses its own copy.
const answersInFlight = new Map<string, Promise<AnswerText>>();

function fetchShared(call: PreparedCall): Promise<AnswerText> {
  if (!call.cacheKey || call.options.signal) return fetchAnswerText(call);
  const key = call.cacheKey;
  let pending = answersInFlight.get(key);
  if (!pending) {
    pending = fetchAnswerText(call).finally(() => answersInFlight.delete(key));
    answersInFlight.set(key, pending);
  }
  return pending;
}

/** The answer: null on 204, parsed JSON for a JSON content type, text otherwise. */
export async function request(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<unknown> {
  const call = await prepareCall(method, path, options);
  try {
    const { text, contentType } = await fetchAnswerText(call);
    return parseAnswerText(text, contentType, call.url);
  } catch (error) {
    throw reported(call.configuration, error);
  }
}

function checked<Schema extends z.ZodType>(schema: Schema, answer: unknown, url: string): z.output<Schema> {
  const result = schema.safeParse(answer);
  if (!result.success) throw new SchemaError(url, result.error.issues);
  return result.data;
}

/**
 * The answer checked against its schema; a mismatch raises `SchemaError` with the bad field's path.
 * A tagged read is kept once it passed the check (answer-cache.ts); while the service fails, a kept
 * answer past its freshness stands in for it.
 */
export async function requestParsed<Schema extends z.ZodType>(
  schema: Schema,
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const call = await prepareCall(method, path, options);
  const cache = answerCache();
  const kept = call.cacheKey
    ? cache.lookup(call.cacheKey, call.configuration.revalidateSeconds * 1000)
    : undefined;
  if (kept?.fresh) return checked(schema, JSON.parse(kept.text), call.url);
  try {
    const { text, contentType } = await fetchShared(call);
    const answer = checked(schema, parseAnswerText(text, contentType, call.url), call.url);
    if (call.cacheKey && text !== null && /\bjson\b/i.test(contentType ?? '')) {
      cache.store(call.cacheKey, text, call.cacheTags);
    }
    return answer;
  } catch (error) {
    if (kept && isServiceFailure(error)) {
      console.warn(`Content service failed, a kept answer stands in: ${(error as Error).message}`);
      return checked(schema, JSON.parse(kept.text), call.url);
    }
    throw reported(call.configuration, error);
  }
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
