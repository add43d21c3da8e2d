import { config } from '@/config';
import { isUpstreamDown, markUpstreamDown, markUpstreamUp } from '@/content-api/upstream-health';
import { locales } from '@/i18n/locales';
import { pathnames } from '@/i18n/pathnames';

const PROBE_INTERVAL_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;

type ProbeState = { available: boolean | undefined; checkedAt: number; pending: Promise<boolean> | null };

// Kept on globalThis so the proxy and the page renderer of one process share what they learned.
const globalState = globalThis as typeof globalThis & { __vitrineUpstreamProbe?: ProbeState };
const state: ProbeState = (globalState.__vitrineUpstreamProbe ??= {
  available: undefined,
  checkedAt: 0,
  pending: null,
});

// Serving several sites there is no one site to ask for; any answer below 500 shows the service is up.
const probePath =
  config.siteId === null
    ? `/sites/by-hostname/${new URL(config.siteUrl).hostname}`
    : `/sites/${config.siteId}`;

async function probe(): Promise<boolean> {
  try {
    const response = await fetch(`${config.contentApiUrl}${probePath}`, {
      headers: { ...(config.siteId !== null && { 'x-site-id': config.siteId }), 'x-client': 'vitrine-site' },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      cache: 'no-store',
    });
    const available = response.status < 500;
    if (available) markUpstreamUp();
    else markUpstreamDown();
    return available;
  } catch {
    markUpstreamDown();
    return false;
  }
}

function refresh(): Promise<boolean> {
  state.pending ??= probe().then((available) => {
    state.available = available;
    state.checkedAt = Date.now();
    state.pending = null;
    return available;
  });
  return state.pending;
}

/**
 * Pages served while the service answered (by host and path): their content is in Next's data cache,
 * which keeps serving it (stale if need be) while the service is down. Bounded, so odd query strings
 * cannot fill memory.
 */
const SERVED_PAGES_LIMIT = 2_000;
const SERVED_PAGE_LIFETIME_MS = 60 * 60_000;

const globalPages = globalThis as typeof globalThis & { __vitrineServedPages?: Map<string, number> };
const servedPages = (globalPages.__vitrineServedPages ??= new Map<string, number>());

export function rememberServedPage(page: string, now = Date.now()): void {
  servedPages.delete(page);
  servedPages.set(page, now);
  if (servedPages.size > SERVED_PAGES_LIMIT) servedPages.delete(servedPages.keys().next().value as string);
}

/** Whether a page was served recently enough to be rendered from cached content alone. */
export function wasServedRecently(page: string, now = Date.now()): boolean {
  const servedAt = servedPages.get(page);
  return servedAt !== undefined && now - servedAt < SERVED_PAGE_LIFETIME_MS;
}

/**
 * Whether the site content service answers. A known-good state is refreshed in the background so a
 * healthy site never waits for the probe; an unknown or bad state waits for a fresh answer.
 */
export async function upstreamIsAvailable(now = Date.now()): Promise<boolean> {
  const fresh = now - state.checkedAt < PROBE_INTERVAL_MS;
  if (isUpstreamDown(now)) return fresh && state.available === false ? false : refresh();
  if (state.available === undefined || state.available === false) return refresh();
  if (!fresh) void refresh();
  return true;
}

/**
 * Pages that need nothing from the content service (the shell degrades): served during an outage too.
 * The valuation form then takes the municipality typed, and keeps the request until the agency is known.
 */
const CONTENT_FREE_PAGES = ['/thank-you', '/valuation'] as const;
const contentFreePaths = new Set(
  CONTENT_FREE_PAGES.flatMap((page) => {
    const localized = pathnames[page];
    return locales.map(
      (locale) => `/${locale}${typeof localized === 'string' ? localized : localized[locale]}`,
    );
  }),
);

export function rendersWithoutContent(pathname: string): boolean {
  return contentFreePaths.has(pathname);
}

/**
 * Whether the service answers at this moment, for a page that needs it: a page rendered while the
 * service has just gone away would fail as a 500, where a fresh probe gives the visitor the 503 page.
 * A recent "down" is trusted for the probe interval, so an outage costs no probe per request.
 */
export async function upstreamAnswersNow(now = Date.now()): Promise<boolean> {
  if (state.available === false && now - state.checkedAt < PROBE_INTERVAL_MS) return false;
  return refresh();
}
