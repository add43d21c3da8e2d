import { ApiNotConfiguredError, HttpError, isServiceFailure } from '@/content-api/errors';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { apiErrorTranslator } from './api-messages';
import { statusOf, type ErrorCode } from './error-codes';
import { RETRY_AFTER_SECONDS } from './service-failure-status';
import { ContentServiceUnavailableError, errorCodes, RouteError, type FieldMessages } from './route-error';

export { ContentServiceUnavailableError, RouteError, errorCodes, type FieldMessages } from './route-error';

/** The one shape of every error answer of the site's JSON endpoints. */
export type JsonErrorBody = { error: { code: ErrorCode; message: string; fields?: FieldMessages } };

/** A successful JSON answer; not cached unless the caller says so. */
export function jsonOk<T>(body: T, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return Response.json(body, { ...init, headers });
}

export function jsonError(code: ErrorCode, message: string, fields?: FieldMessages): Response {
  const status = statusOf(code);
  const body: JsonErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (status === 503) headers.set('retry-after', RETRY_AFTER_SECONDS);
  return Response.json(body, { status, headers });
}

/** Failures of the content service: it is down, slow, broken or answering outside its contract. */
function isUpstreamFailure(error: unknown): boolean {
  return (
    isServiceFailure(error) ||
    error instanceof ContentServiceUnavailableError ||
    error instanceof ApiNotConfiguredError ||
    (error instanceof HttpError && error.status !== 404)
  );
}

/**
 * Turns anything a route handler threw into a JSON answer: a RouteError as it says, an unknown
 * estate as 404, and any failure of the content service — or of the site itself — as 503, so a
 * visitor never gets a 500 or a stack trace. Unplanned failures are logged for the agency.
 */
export function routeErrorResponse(error: unknown, locale: Locale = defaultLocale): Response {
  if (error instanceof RouteError) {
    const response = jsonError(error.code, error.message, error.fields);
    if (error.retryAfterSeconds) response.headers.set('retry-after', String(error.retryAfterSeconds));
    return response;
  }
  const t = apiErrorTranslator(locale);
  if (error instanceof HttpError && error.status === 404) {
    return jsonError(errorCodes.notFound, t('notFound'));
  }
  if (isUpstreamFailure(error)) {
    console.error('Content service failed while answering a JSON request', error);
    return jsonError(errorCodes.serviceUnavailable, t('serviceUnavailable'));
  }
  console.error('Unexpected failure while answering a JSON request', error);
  return jsonError(errorCodes.unexpected, t('unexpected'));
}

/**
 * Runs a handler and answers its failures with `routeErrorResponse`. `resolveLocale` comes first so
 * that even the error of a bad language segment is a proper JSON answer.
 */
export async function answerJson(
  resolveLocale: () => Locale,
  handle: (locale: Locale) => Promise<Response>,
): Promise<Response> {
  let locale: Locale = defaultLocale;
  try {
    locale = resolveLocale();
    return await handle(locale);
  } catch (error) {
    return routeErrorResponse(error, locale);
  }
}
