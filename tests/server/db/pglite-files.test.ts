import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/server/db/connect';
import { createPgliteDatabaseApart, holdsPgliteDatabase } from '@/server/db/pglite-create';
import { subscriptions } from '@/server/db/schema';
import { OPEN_TIMEOUT_MS } from './test-databases';

const root = mkdtempSync(path.join(tmpdir(), 'vitrine-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database in a folder', () => {
  it(
    'creates its folder, keeps its rows across a restart and holds a lock only while open',
    async () => {
      const dataDir = path.join(root, 'nested', 'db');
      const first = await connectDatabase({ engine: 'pglite', dataDir });
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      await first.db
        .insert(subscriptions)
        .values({ token: 'kept', email: 'a@b.be', locale: 'nl', criteria: {} });
      await first.close();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);

      const second = await connectDatabase({ engine: 'pglite', dataDir });
      const rows = await second.db.select().from(subscriptions);
      await second.close();
      expect(rows.map((row) => row.token)).toEqual(['kept']);
    },
    OPEN_TIMEOUT_MS * 2,
  );

  it(
    'is created by a process of its own, which reports why when it cannot',
    async () => {
      const dataDir = path.join(root, 'apart');
      expect(holdsPgliteDatabase(dataDir)).toBe(false);
      await createPgliteDatabaseApart(dataDir);
      expect(holdsPgliteDatabase(dataDir)).toBe(true);

      const blocked = path.join(root, 'a-file');
      writeFileSync(blocked, 'not a folder');
      await expect(createPgliteDatabaseApart(path.join(blocked, 'db'))).rejects.toThrow(
        /Creating the database in .*a-file\/db failed \(exit 1\): \S/,
      );
    },
    OPEN_TIMEOUT_MS * 2,
  );
});
