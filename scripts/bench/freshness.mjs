// Instant freshness across instances: two servers of the build share one PostgreSQL database; the demo
// content service changes an estate's price and calls the signed webhook of one of them, and the time
// until both serve the new price is measured, 20 times. The webhook reaches the other instance only
// through the database's LISTEN/NOTIFY, so both figures together are the deployment's.
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { row } from './report.mjs';
import { scratchDatabase } from './scratch-database.mjs';
import { start, startServer, waitFor } from './servers.mjs';

const CHANGES = 20;
const POLL_MS = 20;
const GIVE_UP_MS = 30_000;

/** The price as the detail page prints it, whatever the thousands separator: 312500 -> /312.500/. */
const printed = (price) =>
  new RegExp(`${Math.floor(price / 1000)}[.\\s\\u00a0\\u202f]${String(price % 1000).padStart(3, '0')}`);

async function shows(url, pattern) {
  const response = await fetch(url);
  return response.ok && pattern.test(await response.text());
}

/** Milliseconds from asking the content service for the change until every instance shows it. */
async function timeOneChange({ demo, estateId, price, pages }) {
  const began = performance.now();
  const changed = await fetch(`${demo}/demo/estates/${estateId}/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ price }),
  });
  if (!changed.ok) throw new Error(`The demo service refused the price change: ${changed.status}`);
  const pattern = printed(price);
  const waiting = new Set(pages);
  while (waiting.size > 0) {
    if (performance.now() - began > GIVE_UP_MS) throw new Error(`No new price after ${GIVE_UP_MS} ms`);
    for (const page of [...waiting]) if (await shows(page, pattern)) waiting.delete(page);
    if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - began;
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

/**
 * `serverUrl`: a PostgreSQL server whose role may create databases (DATABASE_URL_TEST); without one
 * the row says so instead of a number.
 */
export async function webhookToPriceRows({ serverUrl, sitePorts, demoPort, env, core, target }) {
  const name = `webhook to the new price on both instances, p95 of ${CHANGES} changes (ms)`;
  if (!serverUrl) return [row(name, 'not measured: no PostgreSQL (set DATABASE_URL_TEST)')];
  const database = await scratchDatabase(serverUrl, 'freshness');
  const secret = randomBytes(24).toString('hex');
  const demo = `http://127.0.0.1:${demoPort}`;
  const sites = sitePorts.map((port) => `http://localhost:${port}`);
  const children = [
    start('node_modules/.bin/tsx', ['src/demo-content-service/main.ts'], {
      env: {
        DEMO_CONTENT_SERVICE_PORT: String(demoPort),
        DEMO_REVALIDATE_URLS: `${sites[0]}/api/revalidate`,
        DEMO_REVALIDATE_SECRET: secret,
      },
    }),
    ...sitePorts.map((port, index) =>
      startServer(port, {
        env: {
          ...env,
          CONTENT_API_URL: demo,
          SITE_URL: sites[index],
          DATABASE_URL: database.url,
          REVALIDATE_SECRET: secret,
          DATA_DIR: `data/bench-${port}`,
        },
        core,
      }),
    ),
  ];
  try {
    await waitFor(`${demo}/health`);
    for (const site of sites) await waitFor(`${site}/nl`);
    const search = await fetch(`${demo}/sites/demo/estates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-id': 'demo' },
      body: JSON.stringify({
        // A house: its page prints its price (a project prints "from", a VAT sale none).
        query: { match: { 'general.status': 'FOR_SALE', 'general.headType.id': 1 } },
        pagination: { from: 0, size: 1 },
      }),
    });
    const estateId = (await search.json()).results[0].id;
    // The canonical address of its page, and every instance holding it in its caches before the changes.
    const path = new URL((await fetch(`${sites[0]}/nl/aanbod/${estateId}`)).url).pathname;
    const pages = sites.map((site) => `${site}${path}`);
    for (const page of pages) await (await fetch(page)).arrayBuffer();

    const times = [];
    for (let change = 0; change < CHANGES; change += 1) {
      const price = (300 + change) * 1000 + 500;
      times.push(await timeOneChange({ demo, estateId, price, pages }));
    }
    const value = Math.round(p95(times));
    return [row(name, value, `<= ${target}`, value <= target)];
  } finally {
    for (const child of children) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
    await database.drop();
  }
}
