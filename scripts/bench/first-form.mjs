// The first form after a start: a server on a fresh, empty DATA_DIR (its database not created yet) is
// started, and the first POST of a valid contact request is timed from the moment it accepts connections.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { row } from './report.mjs';
import { startServer } from './servers.mjs';

/** Resolves once the port accepts a connection; sends no request, so nothing is warmed up. */
async function accepting(port) {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing listens on port ${port}`);
}

/** Milliseconds from sending the first contact request to its answer, and the answer's status. */
export async function firstFormAfterStart({ port, env, core }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-first-form-'));
  const site = `http://localhost:${port}`;
  const server = startServer(port, {
    env: { ...env, SITE_URL: site, DATA_DIR: dataDir },
    core,
  });
  try {
    await accepting(port);
    const began = performance.now();
    const response = await fetch(`${site}/nl/ajax/contact-form-handler`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({
        form: 'property',
        name: 'Bench Bezoeker',
        email: 'bench@example.be',
        text: 'Is dit pand nog beschikbaar?',
        privacy: true,
      }),
    });
    await response.arrayBuffer();
    return { ms: Math.round(performance.now() - began), status: response.status };
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The measure with its target, and the answer's status (a refused form would be quick, and wrong). */
export function firstFormRows({ ms, status }, limitMs) {
  return [
    row('first form after a start: contact request answered (ms)', ms, `< ${limitMs}`, ms < limitMs),
    row('first form after a start: answer status', status, '201', status === 201),
  ];
}
