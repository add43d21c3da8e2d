// `npm start` (and `npm run dev` with --dev): checks the configuration, starts the embedded demo content
// service when CONTENT_API_URL is unset, builds when no build exists, serves the site, and stops
// everything on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { serverCommand } from './server-command.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const demoPort = process.env.DEMO_CONTENT_SERVICE_PORT || '4010';
const bin = (name) => `node_modules/.bin/${name}`;
const children = new Set();

function run(name, command, args, env = process.env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) stop(code ?? (signal ? 1 : 0), `${name} stopped`);
  });
  return child;
}

let stopping = false;
function stop(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) console.log(`\n${reason}; shutting down.`);
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
  if (children.size === 0) process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForDemoService() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${demoPort}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The demo content service did not start on port ${demoPort}.`);
}

const check = spawnSync(bin('tsx'), ['scripts/check-config.ts'], { stdio: 'inherit' });
if (check.status !== 0) process.exit(1);

if (!process.env.CONTENT_API_URL) {
  // The demo service calls the site's revalidation webhook when a price is changed through it
  // (POST /demo/estates/{id}/price): both get one secret, made for this run unless one is set.
  process.env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
  run('The demo content service', bin('tsx'), ['src/demo-content-service/main.ts'], {
    ...process.env,
    DEMO_CONTENT_SERVICE_PORT: demoPort,
    DEMO_REVALIDATE_URLS: process.env.DEMO_REVALIDATE_URLS || `http://127.0.0.1:${port}/api/revalidate`,
    DEMO_REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
  });
  await waitForDemoService();
}

if (!dev && !existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building (this takes a minute).');
  const build = spawnSync(bin('next'), ['build'], { stdio: 'inherit' });
  if (build.status !== 0) stop(build.status ?? 1, 'The build failed');
}

if (!stopping) {
  // Production: Next behind the page cache (scripts/serve.ts); development: Next's dev server.
  const server = dev ? { command: bin('next'), args: ['dev', '--port', port], env: {} } : serverCommand(port);
  run('The site', server.command, server.args, { ...process.env, ...server.env });
  console.log(`Vitrine: http://localhost:${port}`);
}
