import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createDemoApp } from './app';
import { parseDemoServiceSettings } from './settings';

const HOST = '127.0.0.1';
/** Open connections get this long to finish before the process stops anyway. */
const STOP_GRACE_MS = 3000;
/**
 * Longer than the site's own keep-alive (undici keeps idle sockets 4 s): a connection closed by the
 * server just as the site reuses it fails that request with "other side closed", even a POST.
 */
const KEEP_ALIVE_MS = 65_000;

function start(): void {
  const settings = parseDemoServiceSettings(process.env);
  const app = createDemoApp({
    publicUrl: settings.publicUrl,
    revalidation: settings.revalidation,
    photoCacheDir: settings.photoCacheDir,
  });
  const server = serve({ fetch: app.fetch, hostname: HOST, port: settings.port }, (info) => {
    console.log(
      `Demo content service ready on http://${HOST}:${info.port} (photos under ${settings.publicUrl})`,
    );
  });
  (server as Server).keepAliveTimeout = KEEP_ALIVE_MS;
  (server as Server).headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('error', (error) => {
    console.error('Demo content service could not start:', error.message);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Demo content service stopping (${signal})`);
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start();
