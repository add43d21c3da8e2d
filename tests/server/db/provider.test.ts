import { describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '@/server/db/database';
import { createDatabaseProvider } from '@/server/db/provider';

function fakeConnection(): DatabaseConnection {
  return { db: {} as DatabaseConnection['db'], engine: 'pglite', close: vi.fn(async () => {}) };
}

describe('the process-wide database provider', () => {
  it('opens the database once for every caller', async () => {
    const open = vi.fn(async () => fakeConnection());
    const provider = createDatabaseProvider(open);
    const [first, second] = await Promise.all([provider.get(), provider.get()]);
    expect(first).toBe(second);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed start instead of failing from then on', async () => {
    const connection = fakeConnection();
    const open = vi
      .fn<() => Promise<DatabaseConnection>>()
      .mockRejectedValueOnce(new Error('server not up yet'))
      .mockResolvedValueOnce(connection);
    const provider = createDatabaseProvider(open);
    await expect(provider.get()).rejects.toThrow('server not up yet');
    await expect(provider.get()).resolves.toBe(connection);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('closes the open connection and opens a new one when asked again', async () => {
    const connections = [fakeConnection(), fakeConnection()];
    const provider = createDatabaseProvider(async () => connections.shift() ?? fakeConnection());
    const first = await provider.get();
    await provider.close();
    expect(first.close).toHaveBeenCalledTimes(1);
    expect(await provider.get()).not.toBe(first);
  });
});
