import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from '@/server/db/pglite-lock';

const root = mkdtempSync(path.join(tmpdir(), 'vitrine-lock-'));
let other: ChildProcess | null = null;

afterEach(() => {
  other?.kill();
  other = null;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function startOtherNodeProcess(): Promise<number> {
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    other?.once('spawn', () => resolve(other?.pid ?? 0));
    other?.once('error', reject);
  });
}

describe('the lock on the embedded database folder', () => {
  it('refuses a folder that another running process has open, naming that process', async () => {
    const dataDir = path.join(root, 'busy');
    const pid = await startOtherNodeProcess();
    writeFileSync(`${dataDir}.lock`, String(pid));
    expect(() => lockDataDir(dataDir)).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`process ${pid}.*DATABASE_URL`));
  });

  it('takes over the lock of a process that has stopped', async () => {
    const dataDir = path.join(root, 'stale');
    const pid = await startOtherNodeProcess();
    other?.kill('SIGKILL');
    await new Promise((resolve) => other?.once('exit', resolve));
    writeFileSync(`${dataDir}.lock`, String(pid));
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
