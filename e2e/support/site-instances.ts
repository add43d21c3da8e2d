import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { serverCommand } from '../../scripts/server-command.mjs';
import { sendFrom } from './loopback-client';
import { E2E_MAP_TILE_URL } from './servers';

/** A process the test started: its output so far, and a way to end it. */
export type RunningProcess = {
  port: number;
  /** Everything it printed, stdout and stderr, as it comes. */
  output(): string;
  /** Ends it at once, as a crash would (SIGKILL): nothing is finished or handed over. */
  kill(): Promise<void>;
  /** Ends it as an orchestrator would (SIGTERM). */
  stop(): Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

function startProcess(
  port: number,
  { command, args }: { command: string; args: string[] },
  env: Record<string, string>,
): RunningProcess {
  // A group of their own lets a signal reach every process a command starts (tsx's CLI runs its script
  // in a child).
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed += chunk.toString('utf8');
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
    await exited(child);
  };
  return { port, output: () => printed, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** Waits until `path` on the loopback port answers 200, or throws with what the process printed. */
async function waitUntilServing(server: RunningProcess, path: string, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const answer = await sendFrom(`http://127.0.0.1:${server.port}${path}`, { method: 'GET' }).catch(
      () => null,
    );
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing served on port ${server.port} after ${limitMs} ms:\n${server.output()}`);
}

/** The demo content service on `port`, with the extra settings given (its webhook targets). */
export async function startDemoService(port: number, env: Record<string, string>): Promise<RunningProcess> {
  const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
  const service = startProcess(
    port,
    { command: tsx, args: ['src/demo-content-service/main.ts'] },
    {
      DEMO_CONTENT_SERVICE_PORT: String(port),
      DEMO_PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
  );
  await waitUntilServing(service, '/health', 60_000);
  return service;
}

/** The folder an instance writes its mails to (file transport, DATA_DIR of its own). */
export const instanceMailDir = (port: number) => join(process.cwd(), `data/e2e-${port}`, 'mail');

/**
 * One production instance of the site (scripts/serve.ts, the same build as every other), on its own
 * loopback port and data folder, with `env` for everything the instances share.
 */
export async function startSiteInstance(port: number, env: Record<string, string>): Promise<RunningProcess> {
  const dataDir = join(process.cwd(), `data/e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = serverCommand(port);
  const instance = startProcess(port, server, {
    ...server.env,
    // Map tiles from the suite's loopback tile server, never from the public one.
    MAP_TILE_URL: E2E_MAP_TILE_URL,
    ...env,
    DATA_DIR: dataDir,
  });
  await waitUntilServing(instance, '/icon.svg', 150_000);
  return instance;
}
