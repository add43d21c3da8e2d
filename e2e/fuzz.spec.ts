import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative, sep } from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from './support/test';
import { pathnames } from '../src/i18n/pathnames';
import {
  badBody,
  badQuery,
  badString,
  INJECTED_MARK,
  pick,
  seededRandom,
  urlPart,
  wrongMethods,
  type Random,
} from './support/fuzz-inputs';
import { sendRaw, type RawAnswer } from './support/raw-request';
import { DEMO_PORT, SITE_PORT } from './support/servers';

/**
 * Bad input of every kind, to every JSON endpoint and to the query strings and path parameters of every
 * page type: the site answers each with a 4xx or a page, never a 5xx, never echoes markup unescaped,
 * and still serves afterwards. The generator is seeded (FUZZ_SEED replays another run).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const CASES_PER_ENDPOINT = 120;
const CASES_PER_PAGE_TYPE = 10;
const PARALLEL_REQUESTS = 4;

const site = `http://localhost:${SITE_PORT}`;
const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;

// Fields and query keys the site's forms and filters use, so bad values reach the validation itself.
const bodyFields = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'text',
  'message',
  'privacy',
  'estateId',
  'rentalUnitId',
  'periodId',
  'guests',
  'locale',
  'friendEmail',
  'friendName',
  'slotId',
  'date',
  'token',
  'criteria',
  'g-recaptcha-response',
];
const queryKeys = [
  'q',
  'node',
  'offset',
  'page',
  'sort',
  'view',
  'type',
  'city',
  'cities',
  'price-min',
  'price-max',
  'bedrooms',
  'geo_range',
  'location',
  'guests',
  'from',
  'to',
  'id',
  'estateId',
  'lang',
  'token',
  'date',
];

type Endpoint = { template: string; methods: string[] };

/** Every route handler under app/[lang]/ajax, with the methods it exports: new endpoints are fuzzed too. */
function discoverEndpoints(): Endpoint[] {
  const root = join(process.cwd(), 'app', '[lang]', 'ajax');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file === 'route.ts' || file.endsWith(`${sep}route.ts`),
  );
  return files.map((file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const methods = [
      ...source.matchAll(/export\s+(?:async\s+function|const|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g),
    ].map((match) => match[1]!);
    const folder = relative(root, join(root, file, '..'))
      .split(sep)
      .join('/');
    return { template: `/nl/ajax/${folder}`, methods };
  });
}

/** A path template's [params] filled with bad values, or with a real value now and then. */
function fillPath(random: Random, template: string, known: Record<string, string> = {}): string {
  return template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) =>
    known[name] !== undefined && random() < 0.3 ? known[name]! : urlPart(random, badString(random)),
  );
}

type Problem = string;

/** What is wrong with an answer: a 5xx, markup echoed into a page, or a header the input smuggled in. */
async function problemsOf(response: APIResponse, description: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  if (response.status() >= 500) problems.push(`${response.status()} for ${description}`);
  // An encoded echo of the input in a header is harmless; a header or cookie of its own is not.
  const headers = response.headersArray();
  const smuggled = headers.some(
    ({ name, value }) =>
      name.toLowerCase().includes(INJECTED_MARK) ||
      (name.toLowerCase() === 'set-cookie' && value.startsWith(`${INJECTED_MARK}=`)),
  );
  if (smuggled) problems.push(`injected header for ${description}`);
  const location = response.headers().location;
  if (location && new URL(location, site).host !== new URL(site).host) {
    problems.push(`redirect elsewhere (${location}) for ${description}`);
  }
  if ((response.headers()['content-type'] ?? '').includes('text/html')) {
    const html = (await response.text()).toLowerCase();
    const echoed = [
      '<script>fuzzxss',
      '<fuzz-xss',
      'onerror=fuzzxss',
      '<svg/onload=fuzzxss',
      'href="javascript:',
    ];
    const found = echoed.find((markup) => html.includes(markup));
    if (found) problems.push(`unescaped "${found}" in the page for ${description}`);
  }
  return problems;
}

type Case = { method: string; url: string; headers?: Record<string, string>; data?: string | Buffer };

/**
 * Next's own trailing-slash redirect (a '.' or '..' segment ends the path in '/') copies a long query
 * into both Location and Refresh, past the 16 KB of headers Playwright's client reads; browsers read
 * far more. Such an answer is fetched again with a larger header allowance to learn its status.
 */
function statusWithLargeHeaders(current: Case): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      current.url,
      { method: current.method, headers: current.headers, maxHeaderSize: 256 * 1024 },
      (incoming) => {
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(current.data);
  });
}

/** Sends the cases a few at a time and returns every problem found (a request that fails is one too). */
async function sendAll(request: APIRequestContext, cases: Case[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const current = cases[next++]!;
      const description = `${current.method} ${current.url.slice(0, 200)}`;
      try {
        const response = await request.fetch(current.url, {
          method: current.method,
          headers: current.headers,
          data: current.data,
          maxRedirects: 0,
          timeout: 30_000,
        });
        problems.push(...(await problemsOf(response, description)));
      } catch (error) {
        const message = (error as Error).message.split('\n')[0] ?? '';
        const status = message.includes('Header overflow')
          ? await statusWithLargeHeaders(current).catch(() => 0)
          : 0;
        if (status === 0) problems.push(`no answer for ${description}: ${message}`);
        else if (status >= 500) problems.push(`status ${status} for ${description}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, worker));
  return problems;
}

function endpointCases(random: Random, endpoint: Endpoint, known: Record<string, string>): Case[] {
  const cases: Case[] = [];
  for (let index = 0; index < CASES_PER_ENDPOINT; index += 1) {
    const roll = random();
    const method =
      roll < 0.12 || endpoint.methods.length === 0
        ? pick(random, wrongMethods)
        : pick(random, endpoint.methods);
    const url = `${site}${fillPath(random, endpoint.template, known)}`;
    // A new address each time, so the rate limit lets the bad input reach validation.
    const headers: Record<string, string> = {
      'x-real-ip': `10.9.${index % 250}.${Math.floor(random() * 250)}`,
    };
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || method === 'DELETE') {
      cases.push({ method, url: `${url}?${badQuery(random, queryKeys)}`, headers });
      continue;
    }
    const body = badBody(random, bodyFields);
    if (body.contentType) headers['content-type'] = body.contentType;
    if (random() < 0.8) headers.origin = site;
    cases.push({ method, url, headers, data: body.data });
  }
  return cases;
}

type PageType = { name: string; template: string; known?: Record<string, string> };

/** The demo's own ids, so that bad input also reaches pages that exist. */
async function demoIds(request: APIRequestContext) {
  const search = async (match: Record<string, unknown>) => {
    const answer = await request.post(`${demo}/estates`, {
      headers: { 'x-site-id': 'demo' },
      data: { query: { match }, pagination: { from: 0, size: 1 } },
    });
    const { results } = (await answer.json()) as {
      results: { id: number; children: { general: { id: number } }[] }[];
    };
    return results[0]!;
  };
  const estate = await search({ 'general.status': 'FOR_SALE' });
  const project = await search({ 'general.project': true });
  return {
    estateId: String(estate.id),
    projectId: String(project.id),
    entityId: String(project.children.at(-1)?.general.id ?? project.id),
  };
}

/** Every localized page route (Dutch paths) with parameters, plus the CMS pages, listings and the home. */
function pageTypes(ids: Awaited<ReturnType<typeof demoIds>>): PageType[] {
  const known = { ...ids, slug: 'x', rentalUnitId: '501' };
  const localized = Object.entries(pathnames)
    .map(([internal, localizedPath]) => ({
      name: internal,
      template: `/nl${typeof localizedPath === 'string' ? localizedPath : localizedPath.nl}`.replace(
        /\/$/,
        '',
      ),
      known,
    }))
    .filter(({ template }) => template !== '/nl' && !template.includes('[...'));
  return [
    { name: 'home', template: '/nl' },
    { name: 'listing for sale', template: '/nl/te-koop' },
    { name: 'holiday rentals', template: '/nl/vakantieverhuur' },
    { name: 'CMS page', template: '/nl/[path]' },
    { name: 'nested CMS page', template: '/nl/[path]/[path]' },
    { name: 'language segment', template: '/[lang]/te-koop' },
    ...localized,
  ];
}

function pageCases(random: Random, pageType: PageType): Case[] {
  return Array.from({ length: CASES_PER_PAGE_TYPE }, () => {
    const path = fillPath(random, pageType.template, pageType.known);
    const query = random() < 0.7 ? `?${badQuery(random, queryKeys)}` : '';
    return { method: random() < 0.05 ? 'POST' : 'GET', url: `${site}${path}${query}` };
  });
}

test.describe('bad input', () => {
  test.setTimeout(300_000);

  test('never breaks a JSON endpoint or a page, and the site keeps serving', async ({ request }) => {
    const random = seededRandom(SEED);
    const ids = await demoIds(request);
    const endpoints = discoverEndpoints();
    expect(endpoints.length).toBeGreaterThan(5);

    const cases = [
      ...endpoints.flatMap((endpoint) => endpointCases(random, endpoint, ids)),
      ...pageTypes(ids).flatMap((pageType) => pageCases(random, pageType)),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(1_000);

    const problems = await sendAll(request, cases);
    expect(problems, `seed ${SEED}`).toEqual([]);

    expect((await request.get(`${site}/nl`)).status()).toBe(200);
    expect((await request.get(`${site}/nl/ajax/search-city?q=gent`)).status()).toBe(200);
  });
});

/** Escapes no decoder takes, as they are and once more encoded (Next decodes a path twice). */
const MALFORMED_ESCAPES = ['%zz', '%', '%E0%A4%A', '%25zz'];

/** The answer is not a 5xx, and carries the security headers (HTML: the policy too). */
function improperAnswer(answer: RawAnswer, description: string): Problem[] {
  const problems: Problem[] = [];
  const header = (name: string) => answer.headers[name]?.join(', ');
  if (answer.status === 0 || answer.status >= 500) problems.push(`${answer.status} for ${description}`);
  if (header('x-content-type-options') !== 'nosniff') problems.push(`no nosniff for ${description}`);
  if (!header('referrer-policy')) problems.push(`no Referrer-Policy for ${description}`);
  if (header('content-type')?.startsWith('text/html') && !header('content-security-policy')) {
    problems.push(`HTML without a policy for ${description}`);
  }
  const location = header('location');
  if (location && new URL(location, site).host !== new URL(site).host) {
    problems.push(`redirect elsewhere (${location}) for ${description}`);
  }
  return problems;
}

/** Every route family with a malformed escape where its parameter, or a further segment, would be. */
function malformedPaths(ids: Awaited<ReturnType<typeof demoIds>>): { method: string; path: string }[] {
  const templates = [
    ...discoverEndpoints().map(({ template, methods }) => ({ template, methods: ['GET', ...methods] })),
    ...pageTypes(ids).map(({ template }) => ({ template, methods: ['GET'] })),
    ...[
      '/media/assets/[x]',
      '/rental-photo/[x]/1.svg',
      '/api/[x]',
      '/api/preview/[x]',
      '/sitemap/[x]',
      '/[x]',
    ].map((template) => ({ template, methods: ['GET', 'POST'] })),
  ];
  return templates.flatMap(({ template, methods }) =>
    MALFORMED_ESCAPES.flatMap((escape) => {
      const path = /\[/.test(template)
        ? template.replace(/\[(?:\.\.\.)?\w+\]/g, escape)
        : `${template}/${escape}`;
      return [...new Set(methods)].map((method) => ({ method, path }));
    }),
  );
}

test.describe('malformed requests', () => {
  test.setTimeout(300_000);

  test('a malformed escape on every route is a 4xx with the security headers', async ({ request }) => {
    const paths = malformedPaths(await demoIds(request));
    expect(paths.length).toBeGreaterThan(100);
    const problems: Problem[] = [];
    for (let start = 0; start < paths.length; start += PARALLEL_REQUESTS) {
      const answers = await Promise.all(
        paths.slice(start, start + PARALLEL_REQUESTS).map(async ({ method, path }) => {
          const answer = await sendRaw(SITE_PORT, `${method} ${path} HTTP/1.1`, {
            host: `localhost:${SITE_PORT}`,
            'content-length': '0',
          });
          const found = improperAnswer(answer, `${method} ${path}`);
          if (answer.status !== 400) found.push(`${answer.status}, not 400, for ${method} ${path}`);
          return found;
        }),
      );
      problems.push(...answers.flat());
    }
    expect(problems).toEqual([]);
  });

  test('TRACE, OPTIONS *, unknown methods and broken request lines are refused with the security headers', async () => {
    const host = { host: `localhost:${SITE_PORT}` };
    const cases: [requestLine: string, status: number][] = [
      ['TRACE /nl HTTP/1.1', 405],
      ['TRACE /nl/ajax/contact-form HTTP/1.1', 405],
      ['OPTIONS * HTTP/1.1', 405],
      ['PROPFIND /nl HTTP/1.1', 405],
      // Headers past Node's limit: answered without a body, which a HEAD's client would misread.
      [`HEAD /nl/ajax/rentals?bedrooms=${'a'.repeat(20_000)} HTTP/1.1`, 431],
      ['FOO /nl HTTP/1.1', 400],
      ['GET nl HTTP/1.1', 400],
      ['GET /nl HTTP/9.9', 400],
    ];
    const problems: Problem[] = [];
    for (const [requestLine, status] of cases) {
      const answer = await sendRaw(SITE_PORT, requestLine, host);
      const described = requestLine.slice(0, 80);
      problems.push(...improperAnswer(answer, described));
      if (answer.status !== status) problems.push(`${answer.status}, not ${status}, for ${described}`);
    }
    expect(problems).toEqual([]);
    expect((await sendRaw(SITE_PORT, 'TRACE /nl HTTP/1.1', host)).headers.allow).toEqual(['GET, HEAD, POST']);
    // The answer ends with its headers: nothing a client would take for the start of another answer.
    const head = await sendRaw(SITE_PORT, `HEAD /nl?q=${'a'.repeat(20_000)} HTTP/1.1`, host);
    expect([head.status, head.body]).toEqual([431, '']);
  });

  test('an absolute-form request line is served as a path of the site, never sent to the host it names', async () => {
    const host = { host: `localhost:${SITE_PORT}` };
    const page = await sendRaw(SITE_PORT, 'GET http://evil.example/nl HTTP/1.1', host);
    expect(improperAnswer(page, 'absolute-form page')).toEqual([]);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');

    for (const target of [
      'http://evil.example/',
      'http://evil.example',
      'https://evil.example//evil.example/nl',
    ]) {
      const answer = await sendRaw(SITE_PORT, `GET ${target} HTTP/1.1`, host);
      expect(improperAnswer(answer, target), target).toEqual([]);
      expect(answer.headers.location?.join() ?? '', target).not.toContain('evil.example');
    }
  });
});
