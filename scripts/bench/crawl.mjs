// A search engine's crawl: every URL of every demo site's sitemap, fetched twice by a fresh server,
// with the server's resident memory (its whole process tree) fresh, after the first crawl and after the
// second. In-process caches are bounded, so the second crawl must find the memory where the first left it.
import { once } from 'node:events';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startServer, waitFor } from './servers.mjs';
import { row } from './report.mjs';

/** The demo sites, by the host names a visitor uses (`kust.localhost` resolves to loopback). */
const SITE_HOSTS = ['localhost', 'kust.localhost'];
const CRAWL_DATA_DIR = 'data/bench-crawl';
const CONCURRENCY = 4;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * GET on the loopback port with the site's host name in the Host header, taking gzip as search engines'
 * crawlers do: the status and the body.
 */
function get(port, host, path) {
  return new Promise((resolve, reject) => {
    const headers = { host: `${host}:${port}`, 'accept-encoding': 'gzip' };
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzipped = response.headers['content-encoding'] === 'gzip';
        resolve({ status: response.statusCode ?? 0, text: (gzipped ? gunzipSync(body) : body).toString() });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function sitemapPaths(port, host) {
  const { text } = await get(port, host, '/sitemap.xml');
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop();
    try {
      const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(kib ?? 0) * 1024;
    } catch {
      // gone
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function crawlOnce(port, targets) {
  let failed = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < targets.length) {
      const { host, path } = targets[next++];
      const { status } = await get(port, host, path).catch(() => ({ status: 0 }));
      if (status < 200 || status >= 400) failed += 1;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failed, seconds: (performance.now() - started) / 1000 };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
const mib = (bytes) => Math.round(bytes / 1024 / 1024);

/**
 * Starts its own server (every demo site by host name), crawls every sitemap twice, measures RSS. With
 * `databaseUrl` the server uses that PostgreSQL database, as instances of a deployment do; without, the
 * embedded PGlite, whose engine then counts in the server's memory.
 */
export async function crawlMemory({ port, env, core, databaseUrl = null }) {
  // A first start, as on a new deployment: the embedded database is created, not found.
  rmSync(CRAWL_DATA_DIR, { recursive: true, force: true });
  const server = startServer(port, {
    env: {
      ...env,
      SITE_ID: '',
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: CRAWL_DATA_DIR,
      DATABASE_URL: databaseUrl ?? '',
    },
    core,
  });
  await waitFor(`http://localhost:${port}/nl`);
  const targets = [];
  for (const host of SITE_HOSTS) {
    for (const path of await sitemapPaths(port, host)) targets.push({ host, path });
  }
  await settle();
  const fresh = treeRss(server.pid);
  const first = await crawlOnce(port, targets);
  await settle();
  const afterFirst = treeRss(server.pid);
  const second = await crawlOnce(port, targets);
  await settle();
  const afterSecond = treeRss(server.pid);
  server.kill('SIGTERM');
  // The next crawl's server takes the same port.
  if (server.exitCode === null) await once(server, 'exit');
  return { pages: targets.length, fresh, first, afterFirst, second, afterSecond };
}

/** The rows of one crawl; `engine` names the database the server used. */
export function crawlRows(result, { engine, maxMiB, maxSecondGrowth }) {
  const { pages, fresh, first, afterFirst, second, afterSecond } = result;
  const growth = afterSecond / afterFirst - 1;
  const label = `crawl, ${engine}`;
  return [
    row(`${label}: sitemap URLs of every demo site`, pages),
    row(`${label}: RSS fresh (MiB)`, mib(fresh)),
    row(`${label}: RSS after one crawl (MiB)`, mib(afterFirst), `< ${maxMiB}`, mib(afterFirst) < maxMiB),
    row(`${label}: RSS after two crawls (MiB)`, mib(afterSecond), `< ${maxMiB}`, mib(afterSecond) < maxMiB),
    row(
      `${label}: the second crawl adds to the RSS of the first`,
      `${Math.round(growth * 100)} %`,
      `< ${maxSecondGrowth * 100} %`,
      growth < maxSecondGrowth,
    ),
    row(`${label}: first crawl (pages/s)`, Math.round(pages / first.seconds)),
    row(`${label}: second crawl (pages/s)`, Math.round(pages / second.seconds)),
    row(`${label}: failed answers`, first.failed + second.failed, '0', first.failed + second.failed === 0),
  ];
}
