import { statusOf, type ErrorCode } from './error-codes';

export { errorCodes, type ErrorCode } from './error-codes';

/** Per-field messages of a rejected request, keyed by the name of the field (query or path). */
export type FieldMessages = Record<string, string>;

/**
 * An error a route handler raises on purpose: a stable code for programs (its HTTP status comes from
 * the code, see error-codes.ts) and a message for people, in the visitor's language.
 */
export class RouteError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldMessages,
    /** For a 429 or 503: when asking again makes sense, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RouteError';
    this.status = statusOf(code);
  }
}

/** The content service gave no usable answer (a degraded list or filter call, for example). */
export class ContentServiceUnavailableError extends Error {
  constructor(what: string, options?: { cause?: unknown }) {
    super(`${what}: the content service gave no usable answer`, options);
    this.name = 'ContentServiceUnavailableError';
  }
}
