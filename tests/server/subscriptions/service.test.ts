import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/database';
import { mailOutbox, subscriptions } from '@/server/db/schema';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

const { current, requestSite } = vi.hoisted(() => ({
  current: { db: null as Database | null },
  /** The site the visitor subscribes on (found by the request's host name). */
  requestSite: { id: 'kust', url: 'https://kust.immo.test' },
}));
vi.mock('@/server/sites/request-site', () => ({
  getSiteId: async () => requestSite.id,
  requestSiteId: async () => requestSite.id,
  getSiteUrl: async () => requestSite.url,
}));
vi.mock('@/server/db', () => ({
  getDatabase: async () => {
    if (!current.db) throw new Error('no test database');
    return current.db;
  },
  databaseExists: () => true,
}));

const brand = { name: 'Immo Peeters', siteUrl: 'https://immo.test' };

describe.each(testEngines)('keep me informed on $name', (engine) => {
  let database: TestDatabase;
  let service: typeof import('@/server/subscriptions/service');
  let delivery: typeof import('@/server/mail/delivery');
  // Without SMTP_URL the mails are delivered as files: into a folder of this test, not the site's.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-subscriptions-'));

  beforeAll(async () => {
    database = await engine.open();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('SMTP_URL', '');
    vi.resetModules();
    delete (globalThis as { __vitrineMailDelivery?: unknown }).__vitrineMailDelivery;
    service = await import('@/server/subscriptions/service');
    delivery = await import('@/server/mail/delivery');
  }, OPEN_TIMEOUT_MS);
  // The confirmation goes out in the background; each test ends when it has.
  afterEach(() => delivery.requestMailDelivery());
  afterAll(async () => {
    vi.unstubAllEnvs();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.reset();
    current.db = database.db;
    Object.assign(requestSite, { id: 'kust', url: 'https://kust.immo.test' });
  });

  const request = { email: 'An@Example.be', locale: 'de' as const, criteria: { cities: [9000], types: [1] } };

  it('stores the subscription with its confirmation mail, carrying the edit and unsubscribe links of its site', async () => {
    const subscription = await service.subscribe(request, {
      brand,
      criteriaLabels: [{ label: 'Orte', value: 'Gent' }],
    });
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      kind: 'subscription-confirmation',
      toAddress: 'An@Example.be',
    });
    expect(mail?.subject).toBe('Ihre Anmeldung für neue Immobilien ist bestätigt');
    expect(mail?.textBody).toContain(
      `https://kust.immo.test/de/auf-dem-laufenden-bleiben/${subscription.token}`,
    );
    expect(mail?.textBody).toContain(
      `https://kust.immo.test/de/auf-dem-laufenden-bleiben/abmelden/${subscription.token}`,
    );
    expect(mail?.textBody).toContain('Orte: Gent');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<https://kust.immo.test/de/ajax/notifications/unsubscribe/${subscription.token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('stores the site it was made on, so the alerts search and link to that site', async () => {
    await service.subscribe(request, { brand });
    expect(await database.db.select().from(subscriptions)).toEqual([
      expect.objectContaining({ siteId: 'kust', siteUrl: 'https://kust.immo.test' }),
    ]);
  });

  it('keeps the same search of one address on two sites apart', async () => {
    const onCoast = await service.subscribe(request, { brand });
    Object.assign(requestSite, { id: 'demo', url: 'https://www.immo.test' });
    const onMain = await service.subscribe(request, { brand });
    expect(onMain.token).not.toBe(onCoast.token);
    expect(onMain).toMatchObject({ siteId: 'demo', siteUrl: 'https://www.immo.test' });
    expect((await service.subscribe(request, { brand })).token).toBe(onMain.token);
  });

  it('keeps one subscription when the same address subscribes to the same search again', async () => {
    const first = await service.subscribe(request, { brand });
    const again = await service.subscribe(
      { ...request, email: 'an@example.be', criteria: { types: [1], cities: [9000] } },
      { brand },
    );
    expect(again.token).toBe(first.token);
    expect(await database.db.select().from(subscriptions)).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2);
    const other = await service.subscribe({ ...request, criteria: { cities: [1000] } }, { brand });
    expect(other.token).not.toBe(first.token);
  });

  it('stores and sends nothing for a request that is not valid', async () => {
    await expect(service.subscribe({ ...request, email: 'not-an-address' }, { brand })).rejects.toThrow();
    expect(await database.db.select().from(subscriptions)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('loads, saves and cancels by token', async () => {
    const { token } = await service.subscribe(request, { brand });
    expect((await service.getSubscription(token))?.criteria.cities).toEqual([9000]);
    const saved = await service.saveSubscription(token, {
      criteria: { cities: [], types: [2], transactions: [3], priceMax: 250_000 },
    });
    expect(saved?.criteria).toMatchObject({ types: [2], priceMax: 250_000 });
    await expect(service.saveSubscription(token, { email: 'nope' })).rejects.toThrow();
    expect(await service.unsubscribe(token)).toBe('cancelled');
    expect(await service.unsubscribe(token)).toBe('already-cancelled');
    expect(await service.getSubscription('B'.repeat(43))).toBeNull();
  });
});
