// `npm run bench`: the quality targets of the production build, with the demo content service.
//   Lighthouse 12 (mobile and desktop, median of --runs runs) on each page type and on an empty page of
//   the same build (the framework floor); first-load JavaScript (gzip) per page type next to that floor;
//   server throughput and latency under autocannon, as ratios to an empty dynamic page; the first form
//   after a start (a fresh server on an empty data folder, its first contact request); the time from the
//   content service's webhook to a new price on two instances sharing PostgreSQL (DATABASE_URL_TEST).
//   The MDN HTTP Observatory score of the https pages (as behind a TLS proxy: X-Forwarded-Proto https).
//   The listing's map view with its tiles from the site's cache against from the tile server.
// Options: --runs=N (Lighthouse runs per page and preset, and map-tile runs; default 5),
// --only=lighthouse|js|load|form|observatory|freshness|tiles|crawl|alerts
// (comma separated, for development), --seconds=N (autocannon duration, default 10).
//   The alert run over 10,000 subscriptions (--only=alerts; no build needed): its time and peak RSS.
// Writes bench/results.json ({ name, value, target, holds } per measure) and bench/results.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { alertRunAtScale } from './bench/alert-run.mjs';
import { firstFormAfterStart, firstFormRows } from './bench/first-form.mjs';
import { webhookToPriceRows } from './bench/freshness.mjs';
import { browserFirstLoadBytes, buildFirstLoadBytes } from './bench/first-load-js.mjs';
import { crawlMemory, crawlRows } from './bench/crawl.mjs';
import { scratchDatabase } from './bench/scratch-database.mjs';
import { lighthouseMedians } from './bench/lighthouse.mjs';
import { mapTilesFromCache, mapTilesRows } from './bench/map-tiles.mjs';
import { LOAD_CORE, loadTest } from './bench/load.mjs';
import { strictPolicyPerResponse } from './bench/csp.mjs';
import { observatoryScore } from './bench/observatory.mjs';
import { benchPages } from './bench/pages.mjs';
import { lighthouseTable, row, targetsTable } from './bench/report.mjs';
import { pinningAvailable, start, startServer, stopAll, waitFor } from './bench/servers.mjs';

const PARTS = ['lighthouse', 'js', 'load', 'form', 'observatory', 'freshness', 'tiles', 'crawl', 'alerts'];
/** BENCH_PORT_OFFSET moves every port below, so that two builds can be measured side by side. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET || 0);
const SITE_PORT = 3510 + PORT_OFFSET;
const FRESH_SITE_PORT = 3511 + PORT_OFFSET;
const DEMO_PORT = 4510 + PORT_OFFSET;
/** Two instances on one PostgreSQL database, and a demo service that calls their webhook. */
const FRESHNESS_SITE_PORTS = [3512 + PORT_OFFSET, 3513 + PORT_OFFSET];
const FRESHNESS_DEMO_PORT = 4511 + PORT_OFFSET;
/** A site of its own for the map tiles, and the stand-in tile server it fetches them from. */
const TILES_SITE_PORT = 3514 + PORT_OFFSET;
const TILE_SERVER_PORT = 4512 + PORT_OFFSET;
/** A fresh server of its own for the crawl, serving every demo site by host name. */
const CRAWL_SITE_PORT = 3515 + PORT_OFFSET;
const SERVER_CORE = 0;
const site = `http://localhost:${SITE_PORT}`;
const demo = `http://127.0.0.1:${DEMO_PORT}`;
const distDir = process.env.NEXT_DIST_DIR || '.next';
const chromePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const TARGETS = {
  /** Mobile: at most this far below the floor's own score, in the same run. */
  mobileBelowFloor: 1,
  desktopPerformance: 100,
  lcpAboveFloorMs: 400,
  tbtAboveFloorMs: 50,
  cls: 0.02,
  jsAboveFloorKiB: 25,
  /** Cached listing and detail pages against the empty dynamic page. */
  throughputRatio: 10,
  p99Ms: 25,
  firstFormMs: 1000,
  observatoryScore: 100,
  webhookToPriceMs: 2000,
  alertRun: { subscriptions: 10_000, seconds: 60, rssMb: 300 },
  crawlRssMiB: 400,
  crawlSecondGrowth: 0.1,
};
const PAGE_TYPES = ['home', 'listing', 'detail', 'unit', 'rental'];

function parseOptions(argv) {
  const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Number(option('runs') ?? 5);
  const seconds = Number(option('seconds') ?? 10);
  const only = option('only')?.split(',') ?? PARTS;
  const unknown = only.filter((part) => !PARTS.includes(part));
  if (!(runs >= 1) || !(seconds >= 1) || unknown.length > 0) {
    console.error(`Usage: npm run bench -- [--runs=N] [--seconds=N] [--only=${PARTS.join('|')}]`);
    process.exit(2);
  }
  return { runs, seconds, only: new Set(only) };
}

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function firstLoadRows(label, bytes) {
  const rows = [row(`first-load JS, ${label}: floor (gzip KiB)`, kib(bytes.floor))];
  for (const name of PAGE_TYPES) {
    if (bytes[name] === undefined) continue;
    const extra = kib(bytes[name] - bytes.floor);
    const budget = TARGETS.jsAboveFloorKiB;
    rows.push(
      row(`first-load JS above floor, ${label}: ${name} (gzip KiB)`, extra, `<= ${budget}`, extra <= budget),
    );
  }
  return rows;
}

async function measureJs(pages) {
  const rows = [];
  const fromBuild = buildFirstLoadBytes(distDir);
  if (fromBuild?.floor !== undefined) rows.push(...firstLoadRows('build', fromBuild));
  const { bytes, mapOnDemand, calculatorOnDemand } = await browserFirstLoadBytes(site, pages, chromePath);
  rows.push(...firstLoadRows('browser', bytes));
  rows.push(row('map code on demand, browser (gzip KiB)', kib(mapOnDemand)));
  // Loaded only when opened, so a property page's first load does not carry it.
  rows.push(
    row(
      'purchase-cost calculator on demand, browser (gzip KiB)',
      kib(calculatorOnDemand),
      '> 0',
      calculatorOnDemand > 0,
    ),
  );
  return rows;
}

async function measureLighthouse(pages, runs) {
  const figures = {};
  const rows = [];
  for (const preset of ['mobile', 'desktop']) {
    for (const name of ['floor', ...PAGE_TYPES]) {
      console.log(`lighthouse ${preset} ${name} (${runs} runs)`);
      (figures[name] ??= {})[preset] = await lighthouseMedians(
        `${site}${pages[name]}`,
        preset,
        runs,
        chromePath,
      );
    }
    const floor = figures.floor[preset];
    for (const name of ['floor', ...PAGE_TYPES]) {
      const f = figures[name][preset];
      const measured = name !== 'floor';
      const minimum =
        preset === 'mobile' ? floor.performance - TARGETS.mobileBelowFloor : TARGETS.desktopPerformance;
      const lcpLimit = floor.lcp + TARGETS.lcpAboveFloorMs;
      const tbtLimit = floor.tbt + TARGETS.tbtAboveFloorMs;
      const label = `lighthouse ${preset}, ${name}`;
      rows.push(
        row(
          `${label}: performance`,
          f.performance,
          measured ? `>= ${minimum}` : null,
          f.performance >= minimum,
        ),
        row(
          `${label}: LCP (ms)`,
          f.lcp,
          measured ? `<= ${lcpLimit} (floor + ${TARGETS.lcpAboveFloorMs})` : null,
          f.lcp <= lcpLimit,
        ),
        row(
          `${label}: TBT (ms)`,
          f.tbt,
          measured ? `<= ${tbtLimit} (floor + ${TARGETS.tbtAboveFloorMs})` : null,
          f.tbt <= tbtLimit,
        ),
        row(`${label}: CLS`, f.cls, measured ? `<= ${TARGETS.cls}` : null, f.cls <= TARGETS.cls),
        row(`${label}: accessibility`, f.accessibility),
        row(`${label}: best practices`, f.bestPractices),
        row(`${label}: SEO`, f.seo),
      );
    }
  }
  return { figures, rows };
}

async function measureLoad(pages, seconds) {
  const measured = {};
  for (const name of ['prerendered', 'floor', 'listing', 'detail']) {
    console.log(`autocannon ${name} (${seconds} s)`);
    measured[name] = await loadTest(`${site}${pages[name]}`, seconds);
  }
  const floor = measured.floor;
  const rows = [
    // For scale: what a prerendered page would serve, were a per-response nonce not in the way.
    row('throughput, empty prerendered page (req/s)', measured.prerendered.requestsPerSecond),
    row('throughput, empty dynamic page (req/s)', floor.requestsPerSecond),
    row('latency p99, empty dynamic page (ms)', floor.p99),
  ];
  for (const name of ['listing', 'detail']) {
    const { requestsPerSecond, p99, failed } = measured[name];
    const ratio = Math.round((requestsPerSecond / floor.requestsPerSecond) * 100) / 100;
    rows.push(
      row(`throughput, ${name} (req/s)`, requestsPerSecond),
      row(
        `throughput, ${name} / empty dynamic page`,
        ratio,
        `>= ${TARGETS.throughputRatio}`,
        ratio >= TARGETS.throughputRatio,
      ),
      row(`latency p99, ${name} (ms)`, p99, `<= ${TARGETS.p99Ms}`, p99 <= TARGETS.p99Ms),
      row(`failed or non-2xx answers, ${name}`, failed, '0', failed === 0),
    );
    const strict = await strictPolicyPerResponse(`${site}${pages[name]}`);
    rows.push(row(`strict CSP with a fresh nonce per answer, ${name}`, strict ? 'yes' : 'no', 'yes', strict));
  }
  return rows;
}

/**
 * Each page as a first visitor over https gets it through the deployment's TLS proxy (the server trusts
 * one proxy hop), scored by the Observatory's published rules.
 */
async function measureObservatory(pages) {
  const rows = [];
  for (const name of ['home', 'listing', 'detail', 'rental']) {
    const response = await fetch(`${site}${pages[name]}`, { headers: { 'x-forwarded-proto': 'https' } });
    const html = await response.text();
    const url = `https://localhost${pages[name]}`;
    const { score, results } = observatoryScore({
      url,
      headers: response.headers,
      setCookies: response.headers.getSetCookie(),
      html,
    });
    const below = Object.entries(results).filter(
      ([, result]) => !/-(nosniff|private|via-csp|six-months)$/.test(result),
    );
    console.log(
      `observatory ${name}: ${score}`,
      below.map(([test, result]) => `${test}=${result}`).join(', '),
    );
    rows.push(
      row(
        `MDN HTTP Observatory score, https: ${name}`,
        score,
        `>= ${TARGETS.observatoryScore}`,
        score >= TARGETS.observatoryScore,
      ),
    );
  }
  return rows;
}

function writeResults(rows, lighthouseFigures, options) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}`;
  const pinning = pinningAvailable
    ? `server on core ${SERVER_CORE}, load on core ${LOAD_CORE}`
    : 'no core pinning';
  const lighthouseRuns = lighthouseFigures ? `; Lighthouse median of ${options.runs} run(s)` : '';
  const sections = [`Measured ${when} UTC on ${machine} (${pinning})${lighthouseRuns}.`];
  if (lighthouseFigures) sections.push(lighthouseTable(lighthouseFigures));
  // Lighthouse figures without a target are in the table above already.
  sections.push(
    targetsTable(rows.filter((entry) => entry.target !== null || !entry.name.startsWith('lighthouse'))),
  );
  const markdown = `${sections.join('\n\n')}\n`;
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync('bench/results.md', markdown);
  console.log(`\n${markdown}`);
  const failing = rows.filter((entry) => !entry.holds);
  console.log(failing.length === 0 ? 'Every target holds.' : `${failing.length} target(s) do not hold.`);
}

const options = parseOptions(process.argv.slice(2));
try {
  // The alert run needs no build: it runs outside the site.
  const needsBuild = [...options.only].some((part) => part !== 'alerts');
  if (needsBuild && !existsSync(join(distDir, 'BUILD_ID'))) {
    const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('next build failed');
  }
  start('node_modules/.bin/tsx', ['src/demo-content-service/main.ts'], {
    env: { DEMO_CONTENT_SERVICE_PORT: String(DEMO_PORT) },
    core: LOAD_CORE,
  });
  const siteEnv = {
    CONTENT_API_URL: demo,
    SITE_ID: 'demo',
    // No internet here: map tiles come from the demo service, so no failed request skews the scores.
    MAP_TILE_URL: `${demo}/tiles/{z}/{x}/{y}.png`,
  };
  await waitFor(`${demo}/health`);
  const rows = [];
  // First, while nothing else runs: its own server, which must start from nothing.
  if (options.only.has('form')) {
    console.log('first form after a start (a fresh server on an empty data folder)');
    const first = await firstFormAfterStart({ port: FRESH_SITE_PORT, env: siteEnv, core: SERVER_CORE });
    rows.push(...firstFormRows(first, TARGETS.firstFormMs));
  }

  if (options.only.has('freshness')) {
    console.log('webhook to the new price on two instances sharing PostgreSQL');
    rows.push(
      ...(await webhookToPriceRows({
        serverUrl: process.env.DATABASE_URL_TEST,
        sitePorts: FRESHNESS_SITE_PORTS,
        demoPort: FRESHNESS_DEMO_PORT,
        env: siteEnv,
        core: SERVER_CORE,
        target: TARGETS.webhookToPriceMs,
      })),
    );
  }

  if (options.only.has('tiles')) {
    console.log(
      `listing map view: tiles from the site's cache vs. from the tile server (${options.runs} runs)`,
    );
    const tiles = await mapTilesFromCache({
      port: TILES_SITE_PORT,
      upstreamPort: TILE_SERVER_PORT,
      demo,
      env: siteEnv,
      core: SERVER_CORE,
      runs: options.runs,
      chromePath,
    });
    rows.push(...mapTilesRows(tiles));
  }

  if (options.only.has('crawl')) {
    const limits = { maxMiB: TARGETS.crawlRssMiB, maxSecondGrowth: TARGETS.crawlSecondGrowth };
    console.log('crawl: every sitemap URL of every demo site, twice, on a fresh server (PGlite)');
    const embedded = await crawlMemory({ port: CRAWL_SITE_PORT, env: siteEnv, core: SERVER_CORE });
    rows.push(...crawlRows(embedded, { engine: 'PGlite', ...limits }));
    // A deployment of several instances shares a PostgreSQL server, outside the site's process.
    const database = await scratchDatabase(process.env.DATABASE_URL_TEST, 'crawl');
    if (database.url) {
      console.log('crawl: the same with PostgreSQL');
      try {
        const shared = await crawlMemory({
          port: CRAWL_SITE_PORT,
          env: siteEnv,
          core: SERVER_CORE,
          databaseUrl: database.url,
        });
        rows.push(...crawlRows(shared, { engine: 'PostgreSQL', ...limits }));
      } finally {
        await database.drop();
      }
    }
  }

  if (options.only.has('alerts')) {
    const { subscriptions, ...targets } = TARGETS.alertRun;
    console.log(`alert run over ${subscriptions} subscriptions against the demo service`);
    rows.push(
      ...(await alertRunAtScale({
        demo,
        count: subscriptions,
        targets,
        serverUrl: process.env.DATABASE_URL_TEST,
      })),
    );
  }

  let lighthouseFigures = null;
  if (['js', 'lighthouse', 'load', 'observatory'].some((part) => options.only.has(part))) {
    // As behind the deployment's TLS proxy: X-Forwarded-Proto counts (the other measures send none).
    startServer(SITE_PORT, {
      env: { ...siteEnv, SITE_URL: site, DATA_DIR: 'data/bench', TRUSTED_PROXY_HOPS: '1' },
      core: SERVER_CORE,
    });
    await waitFor(`${site}/nl`);
    const pages = await benchPages(site, demo);
    for (const path of Object.values(pages)) await (await fetch(`${site}${path}`)).arrayBuffer();
    if (options.only.has('js')) rows.push(...(await measureJs(pages)));
    if (options.only.has('lighthouse')) {
      const { figures, rows: lighthouseRows } = await measureLighthouse(pages, options.runs);
      lighthouseFigures = figures;
      rows.push(...lighthouseRows);
    }
    if (options.only.has('load')) rows.push(...(await measureLoad(pages, options.seconds)));
    if (options.only.has('observatory')) rows.push(...(await measureObservatory(pages)));
  }
  writeResults(rows, lighthouseFigures, options);
} finally {
  stopAll();
}
