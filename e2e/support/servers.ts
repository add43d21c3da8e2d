/**
 * Ports of the servers the e2e suite starts itself (see playwright.config.ts). E2E_PORT_OFFSET moves
 * them all, so that two suites can run side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const SITE_PORT = 3100 + offset;
export const DEAD_UPSTREAM_SITE_PORT = 3101 + offset;
export const DEMO_PORT = 4110 + offset;
// A closed high port: fetch refuses low "bad ports" at once, which would not look like a dead service.
export const DEAD_CONTENT_API_URL = 'http://127.0.0.1:59998';
