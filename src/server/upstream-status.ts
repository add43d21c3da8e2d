import { config } from '@/config';
import { isUpstreamDown, markUpstreamDown, markUpstreamUp } from '@/content-api/upstream-health';

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

async function probe(): Promise<boolean> {
  try {
    const response = await fetch(`${config.contentApiUrl}/sites/${config.siteId}`, {
      headers: { 'x-site-id': config.siteId, 'x-client': 'vitrine-site' },
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
