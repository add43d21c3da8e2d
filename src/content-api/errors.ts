import type { z } from 'zod';

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
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
    readonly method: HttpMethod,
    readonly body: unknown = undefined,
  ) {
    super(`${method} ${url} answered ${status} ${statusText}`.trim());
    this.name = 'HttpError';
  }
}

/** The service could not be reached or did not answer in time; the site marks it down for a while. */
export class UpstreamUnavailableError extends Error {
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
