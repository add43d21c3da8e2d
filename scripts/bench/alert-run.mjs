// The alert run at scale: 10,000 keep-me-informed subscriptions with varied criteria (cities, types,
// transactions, price ranges, bedrooms, lists of chosen estates; every kind of news; instant, daily and
// weekly) in a scratch database, against the demo content service. The database is a PostgreSQL one
// created on DATABASE_URL_TEST's server when that is set (and dropped after), else PGlite in a
// temporary folder, whose engine then lives in the measured process (its idle run is reported). A
// first run records the offer's prices and statuses and mails what was published since the
// subscriptions were made; the demo's CRM route then lowers some prices, and a second run mails those
// drops. Each run is a process of its own (scripts/bench/alert-run-child.ts), timed, with its peak RSS.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { row } from './report.mjs';
import { scratchDatabase } from './scratch-database.mjs';

const CHILD = ['--conditions=react-server', '--import', 'tsx', 'scripts/bench/alert-run-child.ts'];
const DAY_MS = 24 * 60 * 60 * 1000;
const PRICE_DROPS = 25;

/** A seeded generator, so every bench run subscribes the same 10,000 visitors. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function demoOffer(demo) {
  const response = await fetch(`${demo}/sites/demo/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-id': 'demo' },
    body: JSON.stringify({ query: {}, pagination: { from: 0, size: 10_000 } }),
  });
  if (!response.ok) throw new Error(`The demo service answered ${response.status}`);
  return (await response.json()).results.map((group) => group.children[0]);
}

/** Subscriptions shaped like a real audience: mostly a city or two and a type, some with a budget. */
function subscriptionsFor(records, count, now) {
  const next = random(21);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const some = (list, most) => [...new Set(Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(list)))];
  const ids = (path) => [...new Set(records.map(path).filter((id) => id !== undefined))];
  const cities = ids((record) => record.address?.city?.id);
  const types = ids((record) => record.general.headType?.id);
  const transactions = ids((record) => record.general.transaction?.id);
  const estates = records.map((record) => record.general.id);
  const kinds = ['newEstates', 'priceDrops', 'backOnMarket', 'offMarket'];
  return Array.from({ length: count }, (_, index) => {
    const criteria = {};
    if (next() < 0.08) criteria.estates = some(estates, 8);
    else {
      if (next() < 0.7) criteria.cities = some(cities, 3);
      if (next() < 0.6) criteria.types = some(types, 2);
      if (next() < 0.7) criteria.transactions = [pick(transactions)];
      if (next() < 0.4) criteria.priceMax = 150_000 + Math.floor(next() * 20) * 25_000;
      if (next() < 0.2) criteria.priceMin = 50_000 + Math.floor(next() * 6) * 25_000;
      if (criteria.priceMin > criteria.priceMax) delete criteria.priceMin;
      if (next() < 0.3) criteria.bedroomsMin = 1 + Math.floor(next() * 4);
    }
    const roll = next();
    return {
      email: `bench-${index}@example.be`,
      token: randomBytes(32).toString('base64url'),
      locale: pick(['nl', 'nl', 'fr', 'en', 'de']),
      criteria: { cities: [], types: [], transactions: [], estates: [], ...criteria },
      alertKinds: next() < 0.8 ? kinds : kinds.filter(() => next() < 0.6).concat('priceDrops'),
      alertFrequency: roll < 0.7 ? 'instant' : roll < 0.9 ? 'daily' : 'weekly',
      // Made over the last two months: some demo estates are new to them.
      createdAt: new Date(now - Math.floor(next() * 60) * DAY_MS).toISOString(),
    };
  });
}

function child(args, env) {
  const result = spawnSync('node', [...CHILD, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`alert-run-child ${args[0]} failed:\n${result.stderr}`);
  const line = result.stdout.trim().split('\n').at(-1);
  return JSON.parse(line);
}

/** Lowers the asking price of some estates on offer, as an agent would in the CRM. */
async function lowerPrices(demo, records) {
  const onOffer = records.filter(
    (record) => record.price?.value > 0 && ['FOR_SALE', 'TO_RENT'].includes(record.general.status),
  );
  const chosen = onOffer.filter((_, index) => index % Math.max(1, Math.floor(onOffer.length / PRICE_DROPS)) === 0);
  for (const record of chosen.slice(0, PRICE_DROPS)) {
    const price = Math.round(record.price.value * 0.95);
    const response = await fetch(`${demo}/demo/estates/${record.general.id}/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    if (!response.ok) throw new Error(`Lowering the price of ${record.general.id}: ${response.status}`);
  }
  return Math.min(chosen.length, PRICE_DROPS);
}

/** Both runs' figures, the second (with the price drops) against the targets. */
export async function alertRunAtScale({ demo, count, targets, serverUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-alert-bench-'));
  const database = await scratchDatabase(serverUrl, 'alerts');
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    CONTENT_API_URL: demo,
    SITE_ID: 'demo',
    SITE_URL: 'http://localhost',
  };
  const engine = database.url ? 'PostgreSQL' : 'PGlite';
  try {
    // Creates the database; then, with no subscription, what the process takes before any work.
    child(['run'], env);
    const idle = child(['run'], env);
    const records = await demoOffer(demo);
    const file = join(dataDir, 'subscriptions.json');
    const subscriptions = subscriptionsFor(records, count, Date.now());
    writeFileSync(file, JSON.stringify(subscriptions));
    const distinct = new Set(subscriptions.map((subscription) => JSON.stringify(subscription.criteria))).size;
    console.log(`alert run: seeding ${count} subscriptions (${distinct} distinct criteria)`);
    child(['seed', file], env);
    console.log('alert run: first run (records the offer, mails new estates)');
    const first = child(['run'], env);
    const lowered = await lowerPrices(demo, records);
    console.log(`alert run: second run after ${lowered} price drops`);
    const second = child(['run'], env);
    const label = `alert run, ${count} subscriptions, ${engine}`;
    const summary = (run) =>
      `${run.report.mails} mails, ${run.report.estates} new estates, ${run.report.changes} changes, ` +
      `${run.report.notDue} not due, ${run.report.searchFailures} search failures`;
    console.log(`first run: ${first.ms} ms, ${first.peakRssMb} MB, ${summary(first)}`);
    console.log(`second run: ${second.ms} ms, ${second.peakRssMb} MB, ${summary(second)}`);
    return [
      row(`${label}: distinct criteria`, distinct),
      row(`${label}: idle run (no subscription), peak RSS (MB)`, idle.peakRssMb),
      row(`${label}: first run, time (s)`, first.ms / 1000, `< ${targets.seconds}`, first.ms / 1000 < targets.seconds),
      row(`${label}: first run, peak RSS (MB)`, first.peakRssMb, `< ${targets.rssMb}`, first.peakRssMb < targets.rssMb),
      row(`${label}: first run, mails`, first.report.mails),
      row(`${label}: second run (${lowered} price drops), time (s)`, second.ms / 1000, `< ${targets.seconds}`, second.ms / 1000 < targets.seconds),
      row(`${label}: second run, peak RSS (MB)`, second.peakRssMb, `< ${targets.rssMb}`, second.peakRssMb < targets.rssMb),
      row(`${label}: second run, mails`, second.report.mails),
      row(`${label}: second run, price drops and other changes mailed`, second.report.changes),
      row(`${label}: search failures`, first.report.searchFailures + second.report.searchFailures, '0', first.report.searchFailures + second.report.searchFailures === 0),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}
