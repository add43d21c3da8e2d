import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EstateGroup } from '@/content-api/schemas';
import { mailOutbox, sentAlerts } from '@/server/db/schema';
import { runAlerts, type AlertRunOptions } from '@/server/subscriptions/alerts';
import { subscriptionCriteriaSchema } from '@/domain/subscriptions/criteria';
import { cancelSubscription, createSubscription } from '@/server/subscriptions/store';
import { estate } from '../../domain/search/estate-fixtures';
import { alertRunOptions } from './alert-run-options';
import { CONTENT_BASE_URL, contentService, startContentService } from '../../support/msw-content-service';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

startContentService();

const SUBSCRIBED_AT = new Date('2026-03-10T15:00:00Z');
/** The agency of the configured site, which subscriptions stored without a site belong to. */
const brand = { name: 'Immo Peeters', siteUrl: 'https://immo.test' };

const published = (id: number, publicationDate: string, extra: Parameters<typeof estate>[0] = {}) =>
  estate({ ...extra, general: { id, title: { nl: `Pand ${id}` }, publicationDate, ...extra.general } });

/** The content service's offer, newest first, as its search would answer it. */
let offer: EstateGroup[] = [];
/** The searches by a subscription's criteria (not the run's look at the whole offer, in id order). */
let searchBodies: unknown[] = [];
let searchLanguages: (string | null)[] = [];
/** Whether the run's look at the whole offer fails (the searches by criteria then stand in). */
let offerScanFails = false;

type SearchBody = { pagination?: { from: number; size: number }; sort?: { field: string }[] };

function serveOffer(): void {
  contentService.use(
    http.post(`${CONTENT_BASE_URL}/sites/demo/estates`, async ({ request }) => {
      const body = (await request.json()) as SearchBody;
      if (body.sort?.[0]?.field === 'general.id') {
        if (offerScanFails) return new HttpResponse(null, { status: 500 });
      } else {
        searchBodies.push(body);
        searchLanguages.push(request.headers.get('accept-language'));
      }
      const { from, size } = body.pagination ?? { from: 0, size: offer.length };
      return HttpResponse.json({ total: { value: offer.length }, results: offer.slice(from, from + size) });
    }),
  );
}

describe.each(testEngines)('the alerts on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.reset();
    offer = [];
    searchBodies = [];
    searchLanguages = [];
    offerScanFails = false;
    serveOffer();
  });

  const options = (extra: Partial<AlertRunOptions> = {}) =>
    alertRunOptions(
      database.db,
      { brand: async () => brand, defaultSite: { id: 'demo', url: brand.siteUrl } },
      extra,
    );
  const subscribe = (criteria: object = {}, locale: 'nl' | 'fr' = 'nl') =>
    createSubscription(
      database.db,
      { email: 'an@example.be', locale, criteria: subscriptionCriteriaSchema.parse(criteria) },
      SUBSCRIBED_AT,
    );
  const outbox = () => database.db.select().from(mailOutbox);

  it('mail estates published since subscribing that are still on offer, each only once', async () => {
    const { token } = await subscribe();
    offer = [
      published(3, '2026-03-12'),
      published(2, '2026-03-10'),
      published(4, '2026-03-11', {
        general: { status: 'SOLD', transaction: { id: 5, name: { nl: 'Verkocht' } } },
      }),
      published(1, '2026-03-01'),
    ];
    expect(await runAlerts(options())).toMatchObject({ mails: 1, estates: 2 });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: 'estate-alert', toAddress: 'an@example.be' });
    expect(mail?.textBody).toContain('Pand 3');
    expect(mail?.textBody).toContain('Pand 2');
    expect(mail?.textBody).not.toContain('Pand 4');
    expect(mail?.textBody).not.toContain('Pand 1');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<https://immo.test/nl/ajax/notifications/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    expect(await runAlerts(options())).toMatchObject({ mails: 0, estates: 0 });
    offer = [published(5, '2026-03-13'), ...offer];
    expect(await runAlerts(options())).toMatchObject({ mails: 1, estates: 1 });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.textBody).toContain('Pand 5');
    expect(mails[1]?.textBody).not.toContain('Pand 3');
  });

  it('mail only the new estates of the offer that match the criteria, without a search per subscription', async () => {
    await subscribe({ cities: [8000], priceMax: 300_000 });
    const inBrugge = {
      visible: true,
      country: 'BE',
      city: { id: 8000, name: { nl: 'Brugge' }, zip: '8000' },
    };
    offer = [
      published(3, '2026-03-12', { address: inBrugge, price: { value: 250_000 } }),
      published(4, '2026-03-12', { address: inBrugge, price: { value: 450_000 } }),
      published(5, '2026-03-12', { price: { value: 250_000 } }),
    ];
    expect(await runAlerts(options())).toMatchObject({ mails: 1, estates: 1 });
    expect((await outbox())[0]?.textBody).toMatch(/Pand 3(?![\s\S]*Pand [45])/);
    expect(searchBodies).toHaveLength(0);
  });

  it('search with the subscription criteria, in its language, when the whole offer cannot be read', async () => {
    offerScanFails = true;
    await subscribe({ cities: [9000], transactions: [3], priceMax: 300_000 }, 'fr');
    offer = [published(7, '2026-03-12')];
    await runAlerts(options());
    expect(searchLanguages).toEqual(['fr']);
    expect(searchBodies[0]).toMatchObject({
      query: { terms: { 'address.city.id': [9000], 'general.transaction.id': [3] } },
      sort: [{ field: 'general.publicationDate', direction: 'DESC' }],
    });
    expect((await outbox())[0]?.subject).toBe('Un nouveau bien correspond à votre recherche');
  });

  it('never mail an estate twice to a subscription, even when two runs overlap', async () => {
    await subscribe();
    offer = [published(3, '2026-03-12'), published(2, '2026-03-11')];
    const reports = await Promise.all([runAlerts(options()), runAlerts(options()), runAlerts(options())]);
    expect(reports.reduce((total, report) => total + report.estates, 0)).toBe(2);
    expect(await database.db.select().from(sentAlerts)).toHaveLength(2);
    const mails = await outbox();
    expect(
      mails
        .map((mail) => mail.textBody.match(/Pand \d/g))
        .flat()
        .sort(),
    ).toEqual(['Pand 2', 'Pand 3']);
  });

  it('try again next run when the content service does not answer', async () => {
    await subscribe();
    offer = [published(3, '2026-03-12')];
    contentService.use(
      http.post(`${CONTENT_BASE_URL}/sites/demo/estates`, () => new HttpResponse(null, { status: 503 })),
    );
    expect(await runAlerts(options())).toMatchObject({ searchFailures: 1, mails: 0 });
    expect(await database.db.select().from(sentAlerts)).toHaveLength(0);
    contentService.resetHandlers();
    serveOffer();
    expect(await runAlerts(options())).toMatchObject({ searchFailures: 0, mails: 1 });
  });

  it('send nothing to a cancelled subscription', async () => {
    const { token } = await subscribe();
    await cancelSubscription(database.db, token);
    offer = [published(3, '2026-03-12')];
    expect(await runAlerts(options())).toMatchObject({ subscriptions: 0, mails: 0 });
    expect(await outbox()).toHaveLength(0);
  });

  it('list a limited number of estates per mail and keep the rest for the next run', async () => {
    const { id } = await subscribe();
    offer = [13, 12, 11].map((day) => published(day, `2026-03-${day}`));
    expect(await runAlerts(options({ maxEstatesPerMail: 2 }))).toMatchObject({ estates: 2 });
    expect(await runAlerts(options({ maxEstatesPerMail: 2 }))).toMatchObject({ estates: 1 });
    const sent = await database.db.select().from(sentAlerts).where(eq(sentAlerts.subscriptionId, id));
    expect(sent.map((row) => row.estateId).sort()).toEqual([11, 12, 13]);
  });

  it('page through the search until the results are older than the subscription', async () => {
    offerScanFails = true;
    await subscribe();
    const fresh = Array.from({ length: 60 }, (_, index) => published(100 + index, '2026-03-12'));
    offer = [...fresh, published(1, '2026-02-01')];
    expect(await runAlerts(options({ maxEstatesPerMail: 100 }))).toMatchObject({ estates: 60 });
    expect(searchBodies).toHaveLength(2);
  });
});
