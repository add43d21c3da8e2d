import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '@/server/db/database';

const { connect, startJobs } = vi.hoisted(() => ({
  connect: vi.fn<() => Promise<DatabaseConnection>>(),
  startJobs: vi.fn(),
}));
vi.mock('@/server/db/connect', () => ({ connectDatabase: connect }));
vi.mock('@/server/subscriptions/scheduler', () => ({ startBackgroundJobs: startJobs }));

const connection: DatabaseConnection = {
  db: {} as DatabaseConnection['db'],
  engine: 'pglite',
  close: async () => {},
};

/** A new server process: no database opened yet, nothing started. */
async function freshProcess() {
  const state = globalThis as { __vitrineDatabase?: unknown; __vitrineServerStart?: unknown };
  delete state.__vitrineDatabase;
  delete state.__vitrineServerStart;
  vi.resetModules();
  const { register } = await import('../instrumentation');
  const { getDatabase } = await import('@/server/db');
  const { serverStarted } = await import('@/server/server-start');
  return { register, getDatabase, serverStarted };
}

describe('the start of a server process (register)', () => {
  beforeEach(() => {
    connect.mockReset();
    startJobs.mockReset();
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NEXT_PHASE', 'phase-production-server');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('opens and migrates the database, so the first form finds it ready', async () => {
    connect.mockResolvedValue(connection);
    const { register, getDatabase, serverStarted } = await freshProcess();
    await register();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(startJobs).toHaveBeenCalledTimes(1);
    expect(await serverStarted(0)).toBe(true);
    expect(await getDatabase()).toBe(connection.db);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('starts the server anyway when the database cannot be opened, and opens it on first use', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    connect.mockRejectedValueOnce(new Error('database server not up yet')).mockResolvedValueOnce(connection);
    const { register, getDatabase, serverStarted } = await freshProcess();
    await expect(register()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('database server not up yet'));
    expect(await serverStarted(0)).toBe(true);
    expect(await getDatabase()).toBe(connection.db);
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it('opens nothing while Next builds the site, nor in the edge runtime', async () => {
    const { register } = await freshProcess();
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    await register();
    vi.stubEnv('NEXT_PHASE', 'phase-production-server');
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    await register();
    expect(connect).not.toHaveBeenCalled();
    expect(startJobs).not.toHaveBeenCalled();
  });
});
