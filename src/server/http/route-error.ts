/** Per-field messages of a rejected request, keyed by the name of the field (query or path). */
export type FieldMessages = Record<string, string>;

/**
 * An error a route handler raises on purpose: it already knows its HTTP status, a stable code for
 * programs and a message for people, in the visitor's language.
 */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldMessages,
    /** For a 429 or 503: when asking again makes sense, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** The content service gave no usable answer (a degraded list or filter call, for example). */
export class ContentServiceUnavailableError extends Error {
  constructor(what: string, options?: { cause?: unknown }) {
    super(`${what}: the content service gave no usable answer`, options);
    this.name = 'ContentServiceUnavailableError';
  }
}

export const errorCodes = {
  invalidLocale: 'invalid_locale',
  invalidInput: 'invalid_input',
  notFound: 'not_found',
  serviceUnavailable: 'service_unavailable',
  unexpected: 'unexpected_error',
} as const;
