import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureContentApi } from '@/content-api';
import type { Database } from '@/server/db/database';
import { mailOutbox, subscriptions } from '@/server/db/schema';
import { requestSiteId } from '@/server/sites/request-site';
import { estate } from '../../domain/search/estate-fixtures';
import { answerWith, CONTENT_BASE_URL, json, startContentService } from '../../support/msw-content-service';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

const current = vi.hoisted(() => ({ db: null as Database | null }));
vi.mock('@/server/db', () => ({
  getDatabase: async () => {
    if (!current.db) throw new Error('no test database');
    return current.db;
  },
  databaseExists: () => true,
}));
// The form was posted to kust.test, a site found by its host name (SITE_ID unset).
vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'kust.test' }) }));

startContentService();

const kust = {
  id: 'kust',
  name: 'Kust en Duin',
  hostnames: ['kust.test'],
  languages: ['nl', 'fr'],
  defaultLanguage: 'nl',
  contact: {
    email: 'kantoor@kust.test',
    phone: '050 11 22 33',
    street: 'Zeedijk 1',
    zip: '8300',
    city: 'Knokke',
  },
};
const villa = estate({ general: { id: 1001, title: { nl: 'Villa met tuin', fr: 'Villa avec jardin' } } });
const filterOptions = {
  headTypes: [{ id: 1, name: { nl: 'Huis', fr: 'Maison' }, count: 4 }],
  locations: [{ id: 9000, zip: '9000', name: { nl: 'Gent', fr: 'Gand' }, lat: null, lon: null }],
  prices: { min: null, max: null },
  subTypes: [],
  bedrooms: [],
  transactions: [{ id: 3, name: { nl: 'Te koop', fr: 'À vendre' } }],
  countries: [],
};
const down = () => new HttpResponse(null, { status: 503 });
const visitor = { name: 'Jean Dupont', email: 'jean@example.be', text: 'Encore libre ?', estateId: 1001 };

function serviceAnswers(up: boolean): void {
  answerWith('get', '/sites/by-hostname/kust.test', up ? json(kust) : down);
  answerWith('get', '/sites/kust', up ? json(kust) : down);
  answerWith('get', '/sites/kust/estates/group/1001', up ? json(villa) : down);
  answerWith('post', '/sites/kust/estate-filters', up ? json(filterOptions) : down);
}

describe.each(testEngines)('the mails of a contact request on $name', (engine) => {
  let database: TestDatabase;
  let queueContactMails: typeof import('@/server/forms/contact-mails').queueContactMails;
  let delivery: typeof import('@/server/mail/delivery');
  // Without SMTP_URL the mails are delivered as files: into a folder of this test, not the site's.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-contact-mails-'));

  beforeAll(async () => {
    database = await engine.open();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('AGENCY_MAIL_TO', '');
    vi.resetModules();
    delete (globalThis as { __vitrineMailDelivery?: unknown }).__vitrineMailDelivery;
    ({ queueContactMails } = await import('@/server/forms/contact-mails'));
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
    // As on a server without SITE_ID: every call is for the site of the request's host name.
    configureContentApi({ baseUrl: CONTENT_BASE_URL, siteId: requestSiteId, timeoutMs: 1_000 });
    (globalThis as { __vitrineHostSites?: { clear(): void } }).__vitrineHostSites?.clear();
  });

  const mails = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const mailOf = async (kind: string) => (await mails()).find((mail) => mail.kind === kind);

  it('accepts a request while the content service is down, and mails the agency once it is back', async () => {
    serviceAnswers(false);
    await queueContactMails({ fields: visitor, locale: 'fr', pageUrl: 'http://kust.test/fr/offre/1001' });
    const request = await mailOf('contact-request');
    expect(request).toMatchObject({
      toAddress: null,
      agencyHostname: 'kust.test',
      replyTo: 'jean@example.be',
    });
    // Neither the brand nor the estate waited for the service: the host name stands in.
    expect((await mailOf('contact-receipt'))?.textBody).toContain('kust.test');

    await delivery.requestMailDelivery();
    expect(await mailOf('contact-receipt')).toMatchObject({ status: 'sent' });
    expect(await mailOf('contact-request')).toMatchObject({
      status: 'pending',
      attempts: 1,
      toAddress: null,
    });

    serviceAnswers(true);
    // The usual wait before the next attempt has passed. A second back: the database keeps
    // microseconds, the sender's clock milliseconds, so "now" there may still be before "now" here.
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, request!.id));
    await delivery.requestMailDelivery();
    expect(await mailOf('contact-request')).toMatchObject({ status: 'sent', toAddress: 'kantoor@kust.test' });
  });

  it('subscribes a visitor who ticked the newsletter box to estates like the one asked about', async () => {
    serviceAnswers(true);
    await queueContactMails({ fields: { ...visitor, newsletter: true }, locale: 'fr', pageUrl: null });
    expect(await database.db.select().from(subscriptions)).toEqual([
      expect.objectContaining({
        email: 'jean@example.be',
        locale: 'fr',
        criteria: { cities: [9000], types: [1], transactions: [3], estates: [] },
        siteId: 'kust',
        siteUrl: 'http://kust.test',
      }),
    ]);
    const [subscription] = await database.db.select().from(subscriptions);
    const confirmation = await mailOf('subscription-confirmation');
    expect(confirmation).toMatchObject({ toAddress: 'jean@example.be' });
    expect(confirmation?.subject).toBe('Votre inscription aux nouveaux biens est confirmée');
    expect(confirmation?.textBody).toContain('Gand (9000)');
    expect(confirmation?.textBody).toContain(`http://kust.test/fr/`);
    expect(confirmation?.textBody).toContain(subscription!.token);
    expect((await mailOf('contact-request'))?.textBody).toMatch(/Nieuwsbrief: Ja/);
    expect((await mails()).map((mail) => mail.kind)).toEqual([
      'contact-request',
      'contact-receipt',
      'subscription-confirmation',
    ]);
  });

  it('subscribes to every new estate when the request is about none, and keeps it while the service is down', async () => {
    serviceAnswers(false);
    const { estateId: _none, ...general } = visitor;
    await queueContactMails({ fields: { ...general, newsletter: true }, locale: 'nl', pageUrl: null });
    expect(await database.db.select().from(subscriptions)).toEqual([
      expect.objectContaining({
        criteria: { cities: [], types: [], transactions: [], estates: [] },
        // The site is found by this address when the alerts go out.
        siteId: null,
        siteUrl: 'http://kust.test',
      }),
    ]);
    expect(await mailOf('subscription-confirmation')).toBeDefined();
  });

  it('subscribes nobody when the box is not ticked', async () => {
    serviceAnswers(true);
    await queueContactMails({ fields: visitor, locale: 'fr', pageUrl: null });
    expect(await database.db.select().from(subscriptions)).toHaveLength(0);
    expect((await mails()).map((mail) => mail.kind)).toEqual(['contact-request', 'contact-receipt']);
    expect((await mailOf('contact-request'))?.textBody).not.toContain('Nieuwsbrief');
  });
});
