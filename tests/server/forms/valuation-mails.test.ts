import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureContentApi } from '@/content-api';
import { valuationFormSchema } from '@/domain/forms/valuation-schema';
import type { Database } from '@/server/db/database';
import { mailOutbox } from '@/server/db/schema';
import { requestSiteId } from '@/server/sites/request-site';
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
// The request came to kust.test, a site found by its host name (SITE_ID unset).
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
const down = () => new HttpResponse(null, { status: 503 });
const form = valuationFormSchema.parse({
  address: { street: 'Zeedijk', houseNumber: '250', box: '', postalCode: '8300', city: 'Knokke-Heist' },
  property: { type: 'APARTMENT', bedrooms: 2, livingArea: 95, condition: 'RENEWED' },
  plans: { intent: 'SELL', timeline: 'WITHIN_12_MONTHS' },
  contact: {
    name: 'Jean Dupont',
    email: 'jean@example.be',
    phone: '0470 12 34 56',
    contactMoment: 'AFTERNOON',
    privacy: true,
  },
});

function serviceAnswers(up: boolean): void {
  answerWith('get', '/sites/by-hostname/kust.test', up ? json(kust) : down);
  answerWith('get', '/sites/kust', up ? json(kust) : down);
}

describe.each(testEngines)('the mails of a valuation request on $name', (engine) => {
  let database: TestDatabase;
  let queueValuationMails: typeof import('@/server/forms/valuation-mails').queueValuationMails;
  let delivery: typeof import('@/server/mail/delivery');
  // Without SMTP_URL the mails are delivered as files: into a folder of this test, not the site's.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-valuation-mails-'));

  beforeAll(async () => {
    database = await engine.open();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('AGENCY_MAIL_TO', '');
    vi.resetModules();
    delete (globalThis as { __vitrineMailDelivery?: unknown }).__vitrineMailDelivery;
    ({ queueValuationMails } = await import('@/server/forms/valuation-mails'));
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
    configureContentApi({ baseUrl: CONTENT_BASE_URL, siteId: requestSiteId, timeoutMs: 1_000 });
    (globalThis as { __vitrineHostSites?: { clear(): void } }).__vitrineHostSites?.clear();
  });

  const mailOf = async (kind: string) =>
    (await database.db.select().from(mailOutbox).orderBy(mailOutbox.id)).find((mail) => mail.kind === kind);

  it('keeps a request made while the content service is down, and mails the agency once it is back', async () => {
    serviceAnswers(false);
    await queueValuationMails({ form, locale: 'fr', pageUrl: 'http://kust.test/fr/estimation' });
    const request = await mailOf('valuation-request');
    expect(request).toMatchObject({
      toAddress: null,
      agencyHostname: 'kust.test',
      replyTo: 'jean@example.be',
    });
    // The agency reads its own language; the owner's is named in it.
    expect(request?.subject).toBe('Aanvraag waardebepaling: Zeedijk 250, 8300 Knokke-Heist');
    expect(request?.textBody).toContain('Taal van de eigenaar: Frans');
    expect(request?.textBody).toContain('Verstuurd vanaf: http://kust.test/fr/estimation');
    const receipt = await mailOf('valuation-receipt');
    expect(receipt).toMatchObject({ toAddress: 'jean@example.be' });
    expect(receipt?.subject).toBe('Nous avons bien reçu votre demande d’estimation');
    expect(receipt?.textBody).toContain('kust.test');

    await delivery.requestMailDelivery();
    expect(await mailOf('valuation-receipt')).toMatchObject({ status: 'sent' });
    expect(await mailOf('valuation-request')).toMatchObject({ status: 'pending', attempts: 1 });

    serviceAnswers(true);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, request!.id));
    await delivery.requestMailDelivery();
    expect(await mailOf('valuation-request')).toMatchObject({
      status: 'sent',
      toAddress: 'kantoor@kust.test',
    });
  });
});
