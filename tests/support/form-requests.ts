import { vi } from 'vitest';

/** The page every test form is sent from, unless a test says otherwise. */
export const SITE_ORIGIN = 'http://localhost:3000';

export type FormRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Origin header; null leaves it out. */
  // (A header of the same name in `headers` wins.)
  origin?: string | null;
  /** The Host the request came to; by default the origin's. */
  host?: string;
  headers?: Record<string, string>;
};

/**
 * A form request as a browser on a page of the site sends it: JSON, with Origin and Host (a body of
 * undefined sends none; a string is sent as it is).
 */
export function formRequest(path: string, body: unknown, options: FormRequestOptions = {}): Request {
  const origin = options.origin === undefined ? SITE_ORIGIN : options.origin;
  const host = options.host ?? new URL(origin ?? SITE_ORIGIN).host;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host,
    ...(origin === null ? {} : { origin }),
    ...options.headers,
  };
  return new Request(`http://${host}${path}`, {
    method: options.method ?? 'POST',
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type RouteHandler<Params> = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

/** Sends a form request to a route handler as Next does, with its params as a promise. */
export function sendForm<Params>(
  handler: RouteHandler<Params>,
  path: string,
  params: Params,
  body: unknown,
  options: FormRequestOptions = {},
): Promise<Response> {
  return handler(formRequest(path, body, options), { params: Promise.resolve(params) });
}

const allowed = { allowed: true, remaining: 9, retryAfterSeconds: 0 };

/**
 * Stand-ins for the rate limits (they need a database) that let everything through until a test
 * makes one refuse: `vi.mock('@/server/rate-limit', () => import('…/form-requests').then((kit) =>
 * kit.rateLimitsAllowing()))`, or with the functions from `vi.hoisted`.
 */
export function rateLimitsAllowing() {
  return {
    checkFormRateLimit: vi.fn(async (_form: string, _address: string) => allowed),
    checkRecipientRateLimit: vi.fn(async (_email: string) => allowed),
  };
}

/** The site of every host name in these tests: localhost (as the demo's) on any port. */
export function siteHostsOfLocalhost() {
  return {
    siteForHostname: async (hostname: string) =>
      hostname === 'localhost' ? { id: 'demo', hostnames: ['localhost', '127.0.0.1'] } : null,
  };
}
