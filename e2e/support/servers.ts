/**
 * Ports of the servers the e2e suite starts itself (see playwright.config.ts). E2E_PORT_OFFSET moves
 * them all, so that two suites can run side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const SITE_PORT = 3100 + offset;
export const DEAD_UPSTREAM_SITE_PORT = 3101 + offset;
export const DEMO_PORT = 4110 + offset;
/** The demo service's address in the links it gives, photos included: the content service's photo host. */
export const DEMO_PUBLIC_URL = `http://localhost:${DEMO_PORT}`;
/** The fault-injecting proxy in front of the demo service (support/fault-proxy.ts) and the site behind it. */
export const FAULT_PROXY_PORT = 4111 + offset;
export const FAULTY_UPSTREAM_SITE_PORT = 3102 + offset;
/** The faulty-upstream site's content client gives up after this long (CONTENT_API_TIMEOUT_MS). */
export const FAULTY_UPSTREAM_TIMEOUT_MS = 3_000;
/** The site serving every demo site by its host name (no SITE_ID, the default): e2e/sites.spec.ts. */
export const MULTI_SITE_PORT = 3103 + offset;
/**
 * That site's SITE_URL, on purpose on a port it does not listen on: e2e/form-hosts.spec.ts shows that
 * forms and the links in their mails follow the host and port the visitor used, not SITE_URL's.
 */
export const MULTI_SITE_URL = 'http://localhost:3000';
/** Signs the preview links of the main e2e site (e2e/preview.spec.ts); a test value, nothing real. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-not-for-production-0123';
// A closed high port: fetch refuses low "bad ports" at once, which would not look like a dead service.
export const DEAD_CONTENT_API_URL = 'http://127.0.0.1:59998';

/**
 * e2e/multi-instance.spec.ts starts its own servers: two instances of the site sharing one PostgreSQL
 * database, a demo content service that calls their webhook, and nginx in front serving https.
 */
export const CLUSTER_INSTANCE_PORTS = [3104 + offset, 3105 + offset] as const;
export const CLUSTER_DEMO_PORT = 4112 + offset;
export const TLS_PROXY_PORT = 4443 + offset;
export const TLS_PROXY_HTTP_PORT = 4080 + offset;

/**
 * The tile server the e2e sites fetch their map tiles from (e2e/support/tile-server.ts, loopback only):
 * their MAP_TILE_URL. Browsers never reach it; they get the tiles from the site's /tiles route.
 */
export const TILE_SERVER_PORT = 4113 + offset;
export const E2E_MAP_TILE_URL = `http://127.0.0.1:${TILE_SERVER_PORT}/{z}/{x}/{y}.png`;

/**
 * e2e/valuation.spec.ts starts a site of its own whose SMTP server is down at first (SMTP_URL on a
 * loopback port nobody listens on), then starts that server: the requests kept meanwhile arrive.
 */
export const SMTP_DOWN_SITE_PORT = 3120 + offset;
export const LATE_SMTP_PORT = 4120 + offset;
