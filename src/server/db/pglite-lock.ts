import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite is PostgreSQL in one process: a second process opening the same folder would corrupt it.
 * A lock file beside the folder names the process that has it open; a lock left by a process that
 * died is taken over.
 */
export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${dataDir} is open in process ${pid}. The embedded database serves one process ` +
        'only: stop that process, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isRunningNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A pid can be reused after a restart (containers often start with the same pids): on Linux,
  // only a Node process can still hold the lock.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock for this process; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(lockPath, 'wx');
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      const release = () => rmSync(lockPath, { force: true });
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isRunningNodeProcess(owner)) {
        throw new DatabaseInUseError(dataDir, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
