// `npm run bench`: first-load JavaScript (gzip) of the main page types against the framework floor (a
// page of the same build with no client code of ours: the root 404), and the map code loaded on demand.
// Runs the production build (building it first when missing) with the demo content service.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const SITE_PORT = 3510;
const DEMO_PORT = 4510;
const site = `http://localhost:${SITE_PORT}`;
const KIB = 1024;
const children = [];

function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Gzip bytes of the scripts a page asks for up to its load event (its first-load JavaScript), or, with
 * an action, of the scripts the action causes (code loaded on demand).
 */
async function scriptBytes(page, url, action) {
  const sizes = new Map();
  const requested = new Set();
  const onRequest = (request) => {
    if (request.resourceType() === 'script') requested.add(request.url());
  };
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      sizes.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a redirect or aborted response has no body
    }
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  if (url) await page.goto(`${site}${url}`, { waitUntil: 'load' });
  if (action) await action(page);
  const counted = new Set(requested);
  page.off('request', onRequest);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const bytes = [...counted].reduce((sum, scriptUrl) => sum + (sizes.get(scriptUrl) ?? 0), 0);
  return { bytes, urls: counted };
}

const kib = (bytes) => Math.round((bytes / KIB) * 10) / 10;

try {
  if (!existsSync('.next/BUILD_ID')) spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  start('node_modules/.bin/tsx', ['src/demo-content-service/main.ts'], {
    DEMO_CONTENT_SERVICE_PORT: String(DEMO_PORT),
  });
  start('node_modules/.bin/next', ['start', '--port', String(SITE_PORT)], {
    CONTENT_API_URL: `http://127.0.0.1:${DEMO_PORT}`,
    SITE_URL: site,
    DATA_DIR: 'data/bench',
  });
  await waitFor(`http://127.0.0.1:${DEMO_PORT}/health`);
  await waitFor(`${site}/nl`);

  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const measure = async (url, action) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const result = await scriptBytes(page, url, action);
    return { page, context, ...result };
  };

  const floor = await measure('/bench-floor.txt');
  const pages = {
    home: await measure('/nl'),
    listing: await measure('/nl/te-koop'),
    detail: await measure('/nl/aanbod/1001'),
    rental: await measure('/nl/vakantie/501'),
  };
  const mapSwitch = await scriptBytes(pages.listing.page, null, async (page) => {
    await page.getByRole('button', { name: 'Kaart' }).click();
    await page.locator('.leaflet-container').first().waitFor({ timeout: 30_000 });
  });
  await browser.close();

  const budgets = { listing: 60, detail: 80 };
  const results = [
    { name: 'floor first-load JS (gzip KiB)', value: kib(floor.bytes), target: null, holds: true },
  ];
  for (const [name, measured] of Object.entries(pages)) {
    const extra = kib(measured.bytes - floor.bytes);
    const budget = budgets[name];
    results.push({
      name: `${name} first-load JS above floor (gzip KiB)`,
      value: extra,
      target: budget === undefined ? null : `<= ${budget}`,
      holds: budget === undefined ? true : extra <= budget,
    });
  }
  results.push({
    name: 'map code on demand (gzip KiB)',
    value: kib(mapSwitch.bytes),
    target: null,
    holds: true,
  });

  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('| measure | value | target | holds |\n|---|---|---|---|');
  for (const row of results)
    console.log(`| ${row.name} | ${row.value} | ${row.target ?? '–'} | ${row.holds ? 'yes' : 'NO'} |`);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
