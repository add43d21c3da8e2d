// The servers a bench run starts on its own ports: the demo content service and `next start` on the
// production build, each optionally pinned to a core so the load generator never competes with the site.
import { spawn, spawnSync } from 'node:child_process';
import { serverCommand } from '../server-command.mjs';

const children = [];
const canPin = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** Starts a command, pinned to `core` with taskset when the system has it; stopped by `stopAll`. */
export function start(command, args, { env = {}, core } = {}) {
  const [file, argv] =
    canPin && core !== undefined ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
  const child = spawn(file, argv, { env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The production server (scripts/serve.ts) on `port`, started as everywhere else (server-command.mjs). */
export function startServer(port, options = {}) {
  const { command, args, env } = serverCommand(port);
  return start(command, args, { ...options, env: { ...env, ...options.env } });
}

/** The same pinning for a one-off command whose standard output is wanted (the load generator). */
export function runPinned(command, args, core) {
  const [file, argv] = canPin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

export function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

export async function waitFor(url) {
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

export const pinningAvailable = canPin;
