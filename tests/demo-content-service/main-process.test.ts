import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

describe('demo content service process (main.ts)', () => {
  it('logs one line when ready, serves HTTP on 127.0.0.1 and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/demo-content-service/main.ts'], {
      cwd: root,
      env: { ...process.env, DEMO_CONTENT_SERVICE_PORT: String(port), DEMO_PUBLIC_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => output, { timeout: 15_000, interval: 100 }).toContain('ready');
      expect(output).toContain(`http://127.0.0.1:${port}`);
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(await health.json()).toEqual({ ok: true });
      const site = (await (await fetch(`http://127.0.0.1:${port}/sites/demo`)).json()) as { logo: string };
      expect(site.logo.startsWith(`http://localhost:${port}/`)).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('stopping (SIGTERM)');
  }, 30_000);
});
