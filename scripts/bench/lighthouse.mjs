// Lighthouse 12 runs (its CLI, mobile by default or --preset=desktop), the median of each figure.
import { spawn } from 'node:child_process';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

function runOnce(url, preset, chromePath) {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/lighthouse', args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new Error(`lighthouse ${url} exited with ${code}: ${errors.slice(-500)}`));
      const report = JSON.parse(output);
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);
const audit = (report, id) => report.audits[id]?.numericValue ?? Number.NaN;

function figures(report) {
  return {
    performance: score(report, 'performance'),
    lcp: Math.round(audit(report, 'largest-contentful-paint')),
    tbt: Math.round(audit(report, 'total-blocking-time')),
    cls: Math.round(audit(report, 'cumulative-layout-shift') * 1000) / 1000,
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is run again. */
const ATTEMPTS_PER_RUN = 3;

async function runWithRetries(url, preset, chromePath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset, chromePath);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`  ${error.message.split('\n')[0]}; running it again`);
    }
  }
}

/** Each figure's median over `runs` runs (figure by figure, so one slow run moves none of them). */
export async function lighthouseMedians(url, preset, runs, chromePath) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(figures(await runWithRetries(url, preset, chromePath)));
  return Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((entry) => entry[key]))]));
}
