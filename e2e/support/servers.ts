/** Ports of the servers the e2e suite starts itself (see playwright.config.ts). */
export const SITE_PORT = 3100;
export const DEAD_UPSTREAM_SITE_PORT = 3101;
export const DEMO_PORT = 4110;
// A closed high port: fetch refuses low "bad ports" at once, which would not look like a dead service.
export const DEAD_CONTENT_API_URL = 'http://127.0.0.1:59998';
