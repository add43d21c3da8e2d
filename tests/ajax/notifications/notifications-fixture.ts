import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Database } from '@/server/db/database';
import { mailOutbox, subscriptions } from '@/server/db/schema';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../../server/db/test-databases';

export const site = 'https://www.immo.test';

/** The content service's choices, as getEstateFilters answers them. */
export const estateFilters = {
  headTypes: [
    { id: 1, name: { nl: 'Huis', fr: 'Maison' }, count: 3 },
    { id: 2, name: { nl: 'Appartement', fr: 'Appartement' }, count: 2 },
  ],
  transactions: [
    { id: 3, name: { nl: 'Te koop', fr: 'À vendre' } },
    { id: 2, name: { nl: 'Te huur', fr: 'À louer' } },
    { id: 1, name: { nl: 'Verkocht', fr: 'Vendu' } },
  ],
  locations: [{ id: 9000, zip: '9000', name: { nl: 'Gent', fr: 'Gand' }, lat: null, lon: null }],
};

type Routes = {
  collection: typeof import('../../../app/[lang]/ajax/notifications/route');
  byToken: typeof import('../../../app/[lang]/ajax/notifications/[token]/route');
  unsubscribe: typeof import('../../../app/[lang]/ajax/notifications/unsubscribe/[token]/route');
};

/**
 * The notification routes on a real database of their own (rate limits, subscriptions and the mail
 * outbox included), with the content service, the agency brand and Google's captcha check stubbed.
 */
export function setUpNotificationRoutes(current: { db: Database | null }) {
  const routes = {} as Routes;
  let database: TestDatabase;
  let delivery: typeof import('@/server/mail/delivery');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-notifications-'));

  beforeAll(async () => {
    database = await engine().open();
    // One pinned site: the routes store it with every subscription.
    vi.stubEnv('SITE_ID', 'demo');
    vi.stubEnv('SITE_URL', site);
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '10');
    vi.resetModules();
    delete (globalThis as { __vitrineMailDelivery?: unknown }).__vitrineMailDelivery;
    routes.collection = await import('../../../app/[lang]/ajax/notifications/route');
    routes.byToken = await import('../../../app/[lang]/ajax/notifications/[token]/route');
    routes.unsubscribe = await import('../../../app/[lang]/ajax/notifications/unsubscribe/[token]/route');
    delivery = await import('@/server/mail/delivery');
  }, OPEN_TIMEOUT_MS);
  afterEach(() => delivery.requestMailDelivery());
  afterAll(async () => {
    vi.unstubAllEnvs();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.reset();
    current.db = database.db;
  });

  return {
    routes,
    storedSubscriptions: () => database.db.select().from(subscriptions),
    outbox: () => database.db.select().from(mailOutbox),
  };
}

// Route tests need one engine only; the database tests cover PostgreSQL.
const engine = () => testEngines[0]!;
