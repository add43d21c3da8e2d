/**
 * Every error code a JSON endpoint of the site answers with, and its HTTP status. One table decides
 * the status of an error: code and status are never two free arguments that could disagree.
 */
export const errorStatus = {
  invalid_locale: 400,
  invalid_input: 400,
  captcha_failed: 400,
  unauthorized: 401,
  foreign_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  slot_taken: 409,
  period_unavailable: 409,
  already_cancelled: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  service_unavailable: 503,
  unexpected_error: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export function statusOf(code: ErrorCode): number {
  return errorStatus[code];
}

/** The codes by the names the handlers use. */
export const errorCodes = {
  invalidLocale: 'invalid_locale',
  invalidInput: 'invalid_input',
  captchaFailed: 'captcha_failed',
  unauthorized: 'unauthorized',
  foreignOrigin: 'foreign_origin',
  notFound: 'not_found',
  slotTaken: 'slot_taken',
  periodUnavailable: 'period_unavailable',
  alreadyCancelled: 'already_cancelled',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  tooManyRequests: 'too_many_requests',
  serviceUnavailable: 'service_unavailable',
  unexpected: 'unexpected_error',
} as const satisfies Record<string, ErrorCode>;
