// Server throughput and latency under autocannon (10 connections), the load generator on its own core.
import { runPinned } from './servers.mjs';

export const LOAD_CORE = 1;

/** Requests per second (mean), latency p99 in ms and the answers that were not 2xx or failed. */
export async function loadTest(url, seconds) {
  // A few requests first: the measured figure is the cached page, not its first render.
  for (let warm = 0; warm < 5; warm += 1) await (await fetch(url)).arrayBuffer();
  const output = await runPinned(
    'node_modules/.bin/autocannon',
    // Asking for compression as every browser does: what visitors get is what is measured.
    ['--json', '--connections', '10', '--duration', String(seconds), '-H', 'accept-encoding=gzip, deflate, br', url],
    LOAD_CORE,
  );
  const result = JSON.parse(output);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: (result.non2xx ?? 0) + (result.errors ?? 0) + (result.timeouts ?? 0),
  };
}
