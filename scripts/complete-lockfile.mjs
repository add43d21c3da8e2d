// The registry this project installs from lacks some platform-only optional packages (for example the
// macOS and Windows builds of @swc/core). npm then leaves them out of package-lock.json and `npm ci`
// refuses the lock as "out of sync". This records each missing optional package as an optional entry
// for its own platform, which `npm ci` skips on every other platform, exactly as it would with a
// complete lock. Run it after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`;
// with --check it only reports (and fails) when the lock lacks such entries, as part of `npm run lint`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const platforms = [
  [/darwin/, { os: ['darwin'] }],
  [/win32|windows/, { os: ['win32'] }],
  [/android/, { os: ['android'] }],
  [/freebsd/, { os: ['freebsd'] }],
  [/openbsd/, { os: ['openbsd'] }],
  [/netbsd/, { os: ['netbsd'] }],
  [/sunos/, { os: ['sunos'] }],
  [/aix/, { os: ['aix'] }],
  [/openharmony/, { os: ['openharmony'] }],
  [/linux/, { os: ['linux'] }],
  [/wasm32|wasi/, { cpu: ['wasm32'] }],
];
const cpus = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

function platformOf(name) {
  const base = name.split('/').pop();
  const entry = {};
  for (const [pattern, fields] of platforms) {
    if (pattern.test(base)) {
      Object.assign(entry, fields);
      break;
    }
  }
  const cpu = cpus.find((candidate) => new RegExp(`(^|-)${candidate}($|-)`).test(base));
  if (cpu && !entry.cpu) entry.cpu = [cpu];
  if (/(^|-)musl($|-)/.test(base)) entry.libc = ['musl'];
  else if (/(^|-)gnu/.test(base) && entry.os?.[0] === 'linux') entry.libc = ['glibc'];
  return entry;
}

function isResolvable(fromPath, name) {
  // npm resolves a dependency in the nearest node_modules folder up from the dependent.
  let dir = fromPath;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const index = dir.lastIndexOf('/node_modules/');
    dir = index === -1 ? '' : dir.slice(0, index);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isResolvable(path, name)) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    packages[`node_modules/${name}`] = {
      version: String(range).replace(/^[\^~=]/, ''),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

if (process.argv.includes('--check')) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} platform-only optional package(s): run node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
  process.exit(0);
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-only optional package(s) recorded.`);
