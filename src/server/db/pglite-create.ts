import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Creating an embedded database (PostgreSQL's initdb) grows PGlite's WebAssembly memory to several
 * hundred MB, and a WebAssembly memory never shrinks: a server that created its own database on its
 * first start would carry ~430 MB more for its whole life than one that opened an existing folder.
 * So a new folder is created by a short-lived process of its own, and the server only opens it.
 */

/** Whether the folder already holds a database (PostgreSQL writes PG_VERSION first of all). */
export function holdsPgliteDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

// Run as a CommonJS script by `node -e`: creates the database in the folder it is given, then exits.
const CREATE_SCRIPT = `
const [modulePath, dataDir] = process.argv.slice(1);
require(modulePath).PGlite.create(dataDir)
  .then((client) => client.close())
  .catch((error) => { console.error(error && error.message ? error.message : String(error)); process.exit(1); });
`;

/** Creates an empty database in `dataDir` in a process of its own; resolves once it is on disk. */
export function createPgliteDatabaseApart(dataDir: string): Promise<void> {
  // Resolved from the working folder, where the server's node_modules are (the bundle has no path).
  const modulePath = createRequire(path.join(process.cwd(), 'package.json')).resolve('@electric-sql/pglite');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CREATE_SCRIPT, modulePath, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errorText = '';
    child.stderr.on('data', (chunk: Buffer) => (errorText = (errorText + chunk).slice(-2000)));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `Creating the database in ${dataDir} failed (${signal ?? `exit ${code}`}): ${errorText.trim()}`,
          ),
        );
    });
  });
}
