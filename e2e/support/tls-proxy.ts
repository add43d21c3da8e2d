import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';

/** Debian's nginx; the test runs its own with a prefix of its own, never the system service. */
export const NGINX = '/usr/sbin/nginx';

export type TlsProxyOptions = {
  httpsPort: number;
  httpPort: number;
  /** Every host name served; the certificate names them all. */
  hostnames: readonly string[];
  /** The instances' loopback ports. */
  instancePorts: readonly number[];
};

export type TlsProxy = {
  /** The self-signed certificate (PEM), for clients that must trust it (NODE_EXTRA_CA_CERTS). */
  certificateFile: string;
  /** The nginx configuration it runs, filled in from deploy/nginx.conf. */
  siteConfig: string;
  stop(): Promise<void>;
};

/** What is missing on this machine to run the proxy, or null when nothing is. */
export function missingProxyTools(): string | null {
  if (!existsSync(NGINX)) return `nginx is not installed (${NGINX})`;
  if (spawnSync('openssl', ['version']).status !== 0) return 'openssl is not installed';
  return null;
}

function makeCertificate(folder: string, hostnames: readonly string[]) {
  const certificate = join(folder, 'site.crt');
  const key = join(folder, 'site.key');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', certificate, '-subj', `/CN=${hostnames[0]}`],
      ...['-addext', `subjectAltName=${hostnames.map((name) => `DNS:${name}`).join(',')}`],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { certificate, key };
}

/** deploy/nginx.conf with its placeholders filled in. */
function siteConfiguration(options: TlsProxyOptions, certificate: string, key: string): string {
  const values: Record<string, string> = {
    INSTANCES: options.instancePorts
      .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
      .join('\n    '),
    SERVER_NAMES: options.hostnames.join(' '),
    HTTP_PORT: String(options.httpPort),
    HTTPS_PORT: String(options.httpsPort),
    CERTIFICATE: certificate,
    CERTIFICATE_KEY: key,
  };
  const template = readFileSync(join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
  // Comment lines stay as they are: they name the placeholders.
  const fill = (line: string) =>
    line.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`deploy/nginx.conf names an unknown placeholder ${name}`);
      return value;
    });
  return template
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : fill(line)))
    .join('\n');
}

/** The main context a packaged nginx has in /etc/nginx/nginx.conf, all in the temp folder. */
function mainConfiguration(folder: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(folder, name)};`;
  return [
    'worker_processes 1;',
    `pid ${join(folder, 'nginx.pid')};`,
    `error_log ${join(folder, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${join(folder, 'access.log')};`,
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    `  include ${join(folder, 'vitrine.conf')};`,
    '}',
    '',
  ].join('\n');
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts nginx in front of the instances with a certificate made now; throws with its log if it fails. */
export async function startTlsProxy(options: TlsProxyOptions): Promise<TlsProxy> {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-nginx-'));
  // Run as root, nginx's workers drop to "nobody", who must reach the temp folders.
  chmodSync(folder, 0o755);
  const { certificate, key } = makeCertificate(folder, options.hostnames);
  const siteConfig = siteConfiguration(options, certificate, key);
  writeFileSync(join(folder, 'vitrine.conf'), siteConfig);
  writeFileSync(join(folder, 'nginx.conf'), mainConfiguration(folder));
  const nginx = spawn(
    NGINX,
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stop = async () => {
    // SIGQUIT: nginx's graceful stop.
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await exited(nginx);
    rmSync(folder, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) break;
    if (await acceptsConnections(options.httpsPort))
      return { certificateFile: certificate, siteConfig, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = existsSync(join(folder, 'error.log')) ? readFileSync(join(folder, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start:\n${log}`);
}
