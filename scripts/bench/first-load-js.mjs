// First-load JavaScript (gzip) of each page type: what the build says each route loads
// (route-bundle-stats.json, written by Next 16) and what a browser actually fetches until the page's code
// has started (a kept page starts its scripts after the load event, once its main photo is on the screen).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildRoutes } from './pages.mjs';

/** Gzip bytes of each build route's first-load chunks, or null when this build wrote no statistics. */
export function buildFirstLoadBytes(distDir) {
  const file = join(distDir, 'diagnostics', 'route-bundle-stats.json');
  if (!existsSync(file)) return null;
  const stats = JSON.parse(readFileSync(file, 'utf8'));
  const byRoute = new Map(stats.map((entry) => [entry.route, entry.firstLoadChunkPaths]));
  const bytes = {};
  for (const [name, route] of Object.entries(buildRoutes)) {
    const chunks = byRoute.get(route);
    if (!chunks) continue;
    bytes[name] = chunks.reduce((sum, chunk) => sum + gzipSync(readFileSync(chunk)).length, 0);
  }
  return bytes;
}

/**
 * Gzip bytes of the scripts a page asks for until its code has started (Next sets `window.next` once
 * every chunk of its first load has run), or, with an action, of the scripts the action causes (code
 * loaded on demand).
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
  if (url) {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => 'next' in window);
  }
  if (action) await action(page);
  const counted = new Set(requested);
  page.off('request', onRequest);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...counted].reduce((sum, scriptUrl) => sum + (sizes.get(scriptUrl) ?? 0), 0);
}

/**
 * Browser-measured bytes per page type; the map code the listing loads when switched to the map; the
 * purchase-cost calculator's code, which a property page loads only once the visitor opens it.
 */
export async function browserFirstLoadBytes(site, pages, chromePath) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const bytes = {};
    let listingPage;
    let detailPage;
    for (const name of Object.keys(buildRoutes)) {
      const page = await (await browser.newContext()).newPage();
      bytes[name] = await scriptBytes(page, `${site}${pages[name]}`);
      if (name === 'listing') listingPage = page;
      if (name === 'detail') detailPage = page;
    }
    const mapOnDemand = await scriptBytes(listingPage, null, async (page) => {
      await page.getByRole('button', { name: 'Kaart' }).click();
      await page.locator('.leaflet-container').first().waitFor({ timeout: 30_000 });
    });
    const calculatorOnDemand = await scriptBytes(detailPage, null, async (page) => {
      await page.getByRole('button', { name: 'Kosten berekenen' }).click();
      await page.getByRole('combobox', { name: 'Gewest' }).waitFor({ timeout: 30_000 });
    });
    return { bytes, mapOnDemand, calculatorOnDemand };
  } finally {
    await browser.close();
  }
}
