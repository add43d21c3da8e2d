import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

import { serverCommand } from './scripts/server-command.mjs';
import {
  DEAD_CONTENT_API_URL,
  DEAD_UPSTREAM_SITE_PORT,
  DEMO_PORT,
  DEMO_PUBLIC_URL,
  FAULT_PROXY_PORT,
  FAULTY_UPSTREAM_SITE_PORT,
  FAULTY_UPSTREAM_TIMEOUT_MS,
  E2E_MAP_TILE_URL,
  E2E_PREVIEW_SECRET,
  MULTI_SITE_PORT,
  MULTI_SITE_URL,
  SITE_PORT,
  TILE_SERVER_PORT,
} from './e2e/support/servers';

const systemChromium = '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The production server on `port` as webServer wants it: its command line, and its environment
 * (scripts/server-command.mjs) with the site's settings on top.
 */
const siteServer = (port: number, env: Record<string, string>) => {
  const { command, args, env: serverEnv } = serverCommand(port);
  return { command: [command, ...args].join(' '), env: { ...serverEnv, ...env } };
};

const outputSuffix = process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : '';

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results${outputSuffix}`,
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report${outputSuffix}` }]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx src/demo-content-service/main.ts',
      url: `http://127.0.0.1:${DEMO_PORT}/health`,
      env: { DEMO_CONTENT_SERVICE_PORT: String(DEMO_PORT), DEMO_PUBLIC_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The tile server the sites fetch their map tiles from (loopback only).
    {
      command: 'node_modules/.bin/tsx e2e/support/tile-server.ts',
      url: `http://127.0.0.1:${TILE_SERVER_PORT}/__requests`,
      env: { TILE_SERVER_PORT: String(TILE_SERVER_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      url: `http://localhost:${SITE_PORT}/nl`,
      ...siteServer(SITE_PORT, {
        CONTENT_API_URL: `http://127.0.0.1:${DEMO_PORT}`,
        SITE_ID: 'demo',
        SITE_URL: `http://localhost:${SITE_PORT}`,
        // As behind one proxy of the deployment's own: the API tests name their client in X-Real-IP
        // (the multi-site server keeps the default, where that header counts for nothing).
        TRUSTED_PROXY_HOPS: '1',
        // The specs mail a few fixed addresses many times a run; the limit per address has tests of
        // its own (unit tests, and e2e/form-hosts.spec.ts on the multi-site server's default).
        MAILS_PER_ADDRESS_PER_HOUR: '1000',
        // Each server has its own database folder: PGlite allows one process per folder.
        DATA_DIR: `data/e2e-${SITE_PORT}`,
        MAP_TILE_URL: E2E_MAP_TILE_URL,
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      url: `http://localhost:${DEAD_UPSTREAM_SITE_PORT}/icon.svg`,
      ...siteServer(DEAD_UPSTREAM_SITE_PORT, {
        CONTENT_API_URL: DEAD_CONTENT_API_URL,
        SITE_ID: 'demo',
        SITE_URL: `http://localhost:${DEAD_UPSTREAM_SITE_PORT}`,
        DATA_DIR: `data/e2e-${DEAD_UPSTREAM_SITE_PORT}`,
        MAP_TILE_URL: E2E_MAP_TILE_URL,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    // A content service that e2e/upstream-faults.spec.ts takes down and slows down at will, and its site.
    {
      command: 'node_modules/.bin/tsx e2e/support/fault-proxy.ts',
      url: `http://127.0.0.1:${FAULT_PROXY_PORT}/__fault`,
      env: {
        FAULT_PROXY_PORT: String(FAULT_PROXY_PORT),
        FAULT_PROXY_TARGET: `http://127.0.0.1:${DEMO_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      url: `http://localhost:${FAULTY_UPSTREAM_SITE_PORT}/icon.svg`,
      ...siteServer(FAULTY_UPSTREAM_SITE_PORT, {
        CONTENT_API_URL: `http://127.0.0.1:${FAULT_PROXY_PORT}`,
        CONTENT_API_TIMEOUT_MS: String(FAULTY_UPSTREAM_TIMEOUT_MS),
        SITE_ID: 'demo',
        SITE_URL: `http://localhost:${FAULTY_UPSTREAM_SITE_PORT}`,
        DATA_DIR: `data/e2e-${FAULTY_UPSTREAM_SITE_PORT}`,
        MAP_TILE_URL: E2E_MAP_TILE_URL,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    // No SITE_ID, the default: every demo site by host name (localhost, kust.localhost), its SITE_URL on
    // another port than its own. e2e/sites.spec.ts, e2e/form-hosts.spec.ts.
    {
      url: `http://localhost:${MULTI_SITE_PORT}/icon.svg`,
      ...siteServer(MULTI_SITE_PORT, {
        CONTENT_API_URL: `http://127.0.0.1:${DEMO_PORT}`,
        SITE_URL: MULTI_SITE_URL,
        DATA_DIR: `data/e2e-${MULTI_SITE_PORT}`,
        MAP_TILE_URL: E2E_MAP_TILE_URL,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
