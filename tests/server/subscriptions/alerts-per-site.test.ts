import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EstateGroup } from '@/content-api/schemas';
import { mailOutbox } from '@/server/db/schema';
import type { AlertSite } from '@/server/subscriptions/alert-sites';
import { runAlerts, type AlertRunOptions } from '@/server/subscriptions/alerts';
import { subscriptionCriteriaSchema } from '@/domain/subscriptions/criteria';
import { createSubscription } from '@/server/subscriptions/store';
import { estate } from '../../domain/search/estate-fixtures';
import { alertRunOptions } from './alert-run-options';
import { CONTENT_BASE_URL, contentService, startContentService } from '../../support/msw-content-service';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

startContentService();

const SUBSCRIBED_AT = new Date('2026-03-10T15:00:00Z');
const coast: AlertSite = { id: 'kust', url: 'https://kust.test' };
const main: AlertSite = { id: 'demo', url: 'https://www.immo.test' };
/** The configured site (SITE_ID, SITE_URL): where subscriptions stored without a site belong. */
const configured: AlertSite = { id: 'demo', url: 'https://immo.test' };

const published = (id: number) =>
  estate({ general: { id, title: { nl: `Pand ${id}` }, publicationDate: '2026-03-12' } });

/** Each site's offer, which site every search was sent to, and whose whole offer was looked at. */
const offers: Record<string, EstateGroup[]> = { demo: [published(3)], kust: [published(8)] };
let searchedSites: string[] = [];
let scannedSites: string[] = [];

/** The run's look at a site's whole offer (for price and status changes), in id order. */
const isOfferScan = (body: { sort?: { field: string }[] }) => body.sort?.[0]?.field === 'general.id';

function serveOffers(): void {
  contentService.use(
    http.post(`${CONTENT_BASE_URL}/sites/:siteId/estates`, async ({ params, request }) => {
      const siteId = String(params.siteId);
      const body = (await request.json()) as { sort?: { field: string }[] };
      const searched = `${siteId} ${request.headers.get('x-site-id')}`;
      if (isOfferScan(body)) scannedSites.push(searched);
      else searchedSites.push(searched);
      const results = offers[siteId] ?? [];
      return HttpResponse.json({ total: { value: results.length }, results });
    }),
  );
}

const brandName = (site: AlertSite) => (site.id === 'kust' ? 'Kust en Duin' : 'Immo Peeters');

describe.each(testEngines)('the alerts of several sites on $name', (engine) => {
  let database: TestDatabase;
  let brandsAsked: AlertSite[] = [];
  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.reset();
    searchedSites = [];
    scannedSites = [];
    brandsAsked = [];
    serveOffers();
  });

  const options = (extra: Partial<AlertRunOptions> = {}) =>
    alertRunOptions(
      database.db,
      {
        brand: async (site) => {
          brandsAsked.push(site);
          return { name: brandName(site), siteUrl: site.url };
        },
        defaultSite: configured,
      },
      extra,
    );
  const subscribe = (email: string, site?: AlertSite) =>
    createSubscription(
      database.db,
      {
        email,
        locale: 'nl',
        criteria: subscriptionCriteriaSchema.parse({}),
        ...(site && { siteId: site.id, siteUrl: site.url }),
      },
      SUBSCRIBED_AT,
    );
  const mailTo = async (address: string) => {
    const mails = await database.db.select().from(mailOutbox);
    return mails.find((mail) => mail.toAddress === address);
  };

  it('search, brand and link each subscription on the site it was made on; one without a site on the configured site', async () => {
    const onCoast = await subscribe('kust@example.be', coast);
    const secondOnCoast = await subscribe('duin@example.be', coast);
    const onMain = await subscribe('main@example.be', main);
    const legacy = await subscribe('legacy@example.be');

    expect(await runAlerts(options())).toMatchObject({ subscriptions: 4, mails: 4, withoutSite: 0 });
    // Each site's whole offer is read once, however many addresses its subscriptions were made on,
    // and the subscriptions are matched against it: no search per subscription.
    expect(scannedSites.sort()).toEqual(['demo demo', 'kust kust']);
    expect(searchedSites).toEqual([]);
    // One brand per site, however many subscriptions it has.
    expect(brandsAsked).toHaveLength(3);

    for (const [address, subscription, site, estateId] of [
      ['kust@example.be', onCoast, coast, 8],
      ['duin@example.be', secondOnCoast, coast, 8],
      ['main@example.be', onMain, main, 3],
      ['legacy@example.be', legacy, configured, 3],
    ] as const) {
      const mail = await mailTo(address);
      expect(mail?.textBody).toContain(`Pand ${estateId}`);
      expect(mail?.textBody).toContain(`${site.url}/nl/aanbod/${estateId}/`);
      expect(mail?.textBody).toContain(`${site.url}/nl/hou-me-op-de-hoogte/${subscription.token}`);
      expect(mail?.textBody).toContain(brandName(site));
      expect(mail?.headers['List-Unsubscribe']).toBe(
        `<${site.url}/nl/ajax/notifications/unsubscribe/${subscription.token}>`,
      );
    }
    expect((await mailTo('kust@example.be'))?.textBody).not.toContain('Pand 3');
  });

  it('leave subscriptions without a site for a later run while no configured site is known', async () => {
    await subscribe('legacy@example.be');
    await subscribe('kust@example.be', coast);
    expect(await runAlerts(options({ defaultSite: null }))).toMatchObject({
      subscriptions: 2,
      mails: 1,
      withoutSite: 1,
    });
    expect(scannedSites).toEqual(['kust kust']);
    expect(await mailTo('legacy@example.be')).toBeUndefined();
  });

  it('find the site of a subscription made while the content service could not name it by its address', async () => {
    const unnamed = await createSubscription(
      database.db,
      {
        email: 'kust@example.be',
        locale: 'nl',
        criteria: subscriptionCriteriaSchema.parse({}),
        siteUrl: coast.url,
      },
      SUBSCRIBED_AT,
    );
    const notYet = async () => null;
    // Not the configured site's, while the address names none yet: it waits for a later run.
    expect(await runAlerts(options({ siteAt: notYet }))).toMatchObject({ mails: 0, withoutSite: 1 });
    const siteAt = async (url: string) => (url === coast.url ? coast : null);
    expect(await runAlerts(options({ siteAt }))).toMatchObject({ mails: 1, withoutSite: 0 });
    expect(scannedSites).toEqual(['kust kust']);
    expect((await mailTo('kust@example.be'))?.textBody).toContain(
      `${coast.url}/nl/hou-me-op-de-hoogte/${unnamed.token}`,
    );
  });
});
