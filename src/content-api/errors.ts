import type { z } from 'zod';
import { SERVICE_FAILURE_DIGEST_PREFIX } from '@/domain/errors/service-failure';

let failureCount = 0;

/** A digest of its own per failure (for the log), with the prefix the error boundary recognises. */
function serviceFailureDigest(): string {
  failureCount = (failureCount + 1) % Number.MAX_SAFE_INTEGER;
  return `${SERVICE_FAILURE_DIGEST_PREFIX}:${Date.now().toString(36)}-${failureCount}`;
}

/** Raised by any call made before `configureContentApi` (spec §8). */
export class ApiNotConfiguredError extends Error {
  constructor() {
    super('Api is not configured');
    this.name = 'ApiNotConfiguredError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A non-OK answer of the content service. `body` is the parsed answer when there was one. */
export class HttpError extends Error {
  /** Set on a 5xx: the service failed, not the request. */
  readonly digest?: string;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
    readonly method: HttpMethod,
    readonly body: unknown = undefined,
  ) {
    super(`${method} ${url} answered ${status} ${statusText}`.trim());
    this.name = 'HttpError';
    if (status >= 500) this.digest = serviceFailureDigest();
  }
}

/** The service could not be reached or did not answer in time; the site marks it down for a while. */
export class UpstreamUnavailableError extends Error {
  readonly digest = serviceFailureDigest();

  constructor(
    readonly url: string,
    readonly method: HttpMethod,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${url} could not reach the content service`, options);
    this.name = 'UpstreamUnavailableError';
  }
}

/** An answer that breaks the contract; `path` names the first bad field, e.g. 'children.0.general.id'. */
export class SchemaError extends Error {
  readonly path: string;
  readonly digest = serviceFailureDigest();

  constructor(
    readonly url: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const first = deepestIssue(issues);
    const path = first ? formatPath(first.path) : '';
    super(`Unexpected answer from ${url} at "${path || '(root)'}": ${first?.message ?? 'invalid'}`);
    this.name = 'SchemaError';
    this.path = path;
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key) => String(key)).join('.');
}

/** A failed union reports its branches' issues nested: follow them so the path reaches the field. */
function deepestIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const first = issues[0];
  if (!first || first.code !== 'invalid_union' || first.errors.length === 0) return first;
  const branches = first.errors
    .map((branch) => deepestIssue(branch))
    .filter((issue): issue is z.core.$ZodIssue => issue !== undefined);
  const deepest = branches.reduce<z.core.$ZodIssue | undefined>(
    (best, issue) => (!best || issue.path.length > best.path.length ? issue : best),
    undefined,
  );
  return deepest ? { ...deepest, path: [...first.path, ...deepest.path] } : first;
}

/** An answer longer than the configured cap: read no further, it is not one the site can use. */
export class AnswerTooLargeError extends Error {
  readonly digest = serviceFailureDigest();

  constructor(
    readonly url: string,
    readonly maxBytes: number,
  ) {
    super(`The answer of ${url} is larger than ${maxBytes} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}

/**
 * Whether an error means the service failed (rather than answered "not found" or "bad request"): the
 * page it breaks answers 503, and a kept answer may stand in for it.
 */
export function isServiceFailure(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500;
  return (
    error instanceof UpstreamUnavailableError ||
    error instanceof SchemaError ||
    error instanceof AnswerTooLargeError
  );
}
