/**
 * A tiny circuit flag: set when the content service cannot be reached, cleared by the next answer.
 * It lives on globalThis so the proxy and the page renderer of one process read the same flag, and
 * it expires after a short cool-down so one outage never keeps the site down for good.
 */
export const UPSTREAM_COOL_DOWN_MS = 5_000;

type UpstreamHealth = { downSince: number | null };

const globalState = globalThis as typeof globalThis & { __vitrineUpstreamHealth?: UpstreamHealth };
const health: UpstreamHealth = (globalState.__vitrineUpstreamHealth ??= { downSince: null });

export function markUpstreamDown(now: number = Date.now()): void {
  health.downSince = now;
}

export function markUpstreamUp(): void {
  health.downSince = null;
}

/** True while the last failure is younger than the cool-down. */
export function isUpstreamDown(now: number = Date.now()): boolean {
  return health.downSince !== null && now - health.downSince < UPSTREAM_COOL_DOWN_MS;
}
