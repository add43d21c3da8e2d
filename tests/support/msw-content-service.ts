import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureContentApi, markUpstreamUp } from '@/content-api';

export const CONTENT_BASE_URL = 'http://content.test';
export const CONTENT_SITE_ID = 'demo';

export const contentService = setupServer();

/** One request as the content service received it. */
export type ReceivedRequest = { method: string; url: URL; headers: Headers; body: unknown };

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Answers every call to `pathname` (exact, as sent on the wire: '%2F' stays encoded) with `respond`,
 * recording what was received.
 */
export function answerWith(method: Method, pathname: string, respond: () => Response): ReceivedRequest[] {
  const received: ReceivedRequest[] = [];
  contentService.use(
    http[method](
      ({ request }) => new URL(request.url).pathname === pathname,
      async ({ request }) => {
        const text = await request.text();
        received.push({
          method: request.method,
          url: new URL(request.url),
          headers: request.headers,
          body: text === '' ? undefined : JSON.parse(text),
        });
        return respond();
      },
    ),
  );
  return received;
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    HttpResponse.json(body as never, { status });

/** Starts msw for the file and configures the client against it before every test. */
export function startContentService(): void {
  beforeAll(() => contentService.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    configureContentApi({ baseUrl: CONTENT_BASE_URL, siteId: CONTENT_SITE_ID, timeoutMs: 1_000 });
    markUpstreamUp();
  });
  afterEach(() => contentService.resetHandlers());
  afterAll(() => contentService.close());
}

/** Something that answers a Request like the demo content service's app does. */
type RequestAnswerer = { fetch: (request: Request) => Response | Promise<Response> };

/** Passes every call to the content service on to `service` (an embedded demo service) at `origin`. */
export function forwardContentServiceTo(service: RequestAnswerer, origin: string): void {
  contentService.use(
    http.all(`${CONTENT_BASE_URL}/*`, async ({ request }) => {
      const url = new URL(request.url);
      return service.fetch(new Request(`${origin}${url.pathname}${url.search}`, request));
    }),
  );
}
