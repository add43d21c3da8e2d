import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EstateGroup } from '@/content-api/schemas';
import { estateChanges, mailOutbox } from '@/server/db/schema';
import { runAlerts, type AlertRunOptions } from '@/server/subscriptions/alerts';
import { subscriptionCriteriaSchema } from '@/domain/subscriptions/criteria';
import type { AlertPreferences } from '@/domain/subscriptions/alert-preferences';
import { createSubscription } from '@/server/subscriptions/store';
import { estate } from '../../domain/search/estate-fixtures';
import { alertRunOptions } from './alert-run-options';
import { CONTENT_BASE_URL, contentService, startContentService } from '../../support/msw-content-service';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

startContentService();

const SUBSCRIBED_AT = new Date('2026-03-10T15:00:00Z');
const brand = { name: 'Immo Peeters', siteUrl: 'https://immo.test' };

type Overrides = NonNullable<Parameters<typeof estate>[0]>;

/** An estate on offer since before anyone subscribed: never news as a new estate. */
const onOffer = (id: number, price: number, extra: Overrides = {}) =>
  estate({
    ...extra,
    price: { value: price },
    general: { id, title: { nl: `Pand ${id}` }, publicationDate: '2026-03-01', ...extra.general },
  });
const sold = (id: number, price: number) =>
  onOffer(id, price, { general: { status: 'SOLD', transaction: { id: 5, name: { nl: 'Verkocht' } } } });
const inBrugge: Overrides = {
  address: { visible: true, country: 'BE', city: { id: 8000, name: { nl: 'Brugge' }, zip: '8000' } },
};

/** The whole offer of the site, as the content service answers every search. */
let offer: EstateGroup[] = [];

function serveOffer(): void {
  contentService.use(
    http.post(`${CONTENT_BASE_URL}/sites/demo/estates`, async ({ request }) => {
      const body = (await request.json()) as { pagination?: { from: number; size: number } };
      const { from, size } = body.pagination ?? { from: 0, size: offer.length };
      return HttpResponse.json({ total: { value: offer.length }, results: offer.slice(from, from + size) });
    }),
  );
}

describe.each(testEngines)('the alerts about price drops and returns on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.reset();
    offer = [];
    serveOffer();
  });

  /** A run at a fixed moment. */
  const runAt = (iso: string, extra: Partial<AlertRunOptions> = {}) =>
    runAlerts(
      alertRunOptions(
        database.db,
        { brand: async () => brand, defaultSite: { id: 'demo', url: brand.siteUrl } },
        { now: () => new Date(iso), ...extra },
      ),
    );
  const subscribe = (
    email: string,
    criteria: object = {},
    alerts?: AlertPreferences,
    at: Date = SUBSCRIBED_AT,
  ) =>
    createSubscription(
      database.db,
      { email, locale: 'nl', criteria: subscriptionCriteriaSchema.parse(criteria), alerts },
      at,
    );
  const mailsTo = async (address: string) =>
    (await database.db.select().from(mailOutbox)).filter((mail) => mail.toAddress === address);

  it('mail a price drop on a matching estate once, with the old and the new price', async () => {
    await subscribe('gent@example.be', { cities: [9000] });
    await subscribe('brugge@example.be', { cities: [8000] });
    offer = [onOffer(7, 350_000), onOffer(8, 200_000, inBrugge)];
    expect(await runAt('2026-03-11T08:00:00Z')).toMatchObject({ mails: 0, changes: 0 });

    offer = [onOffer(7, 325_000), onOffer(8, 200_000, inBrugge)];
    expect(await runAt('2026-03-11T09:00:00Z')).toMatchObject({ mails: 1, changes: 1 });
    const [mail] = await mailsTo('gent@example.be');
    expect(mail?.subject).toBe('Een pand is in prijs verlaagd');
    expect(mail?.textBody).toContain('Prijs verlaagd, was € 350.000');
    expect(mail?.textBody).toContain('€ 325.000');
    expect(mail?.htmlBody).toMatch(/€ 325\.000[\s\S]*<s [^>]*>€ 350\.000<\/s>/);
    expect(await mailsTo('brugge@example.be')).toHaveLength(0);

    expect(await runAt('2026-03-11T10:00:00Z')).toMatchObject({ mails: 0, changes: 0 });
    expect(await mailsTo('gent@example.be')).toHaveLength(1);
  });

  it('mail an estate back on the market after it was sold, grouped with new estates in one mail', async () => {
    await subscribe('an@example.be');
    offer = [sold(7, 350_000)];
    await runAt('2026-03-11T08:00:00Z');
    offer = [onOffer(7, 340_000), onOffer(9, 250_000, { general: { publicationDate: '2026-03-11' } })];
    expect(await runAt('2026-03-11T09:00:00Z')).toMatchObject({ mails: 1, estates: 1, changes: 1 });
    const [mail] = await mailsTo('an@example.be');
    expect(mail?.subject).toBe('Nieuws over de panden van uw zoekopdracht');
    expect(mail?.textBody).toMatch(
      /NIEUW IN ONS AANBOD\n\nPand 9[\s\S]*OPNIEUW BESCHIKBAAR\n\nOpnieuw beschikbaar\nPand 7/,
    );
  });

  it('tell nobody of a change seen before they subscribed', async () => {
    await subscribe('early@example.be', { cities: [8000] }, undefined, new Date('2026-03-01T00:00:00Z'));
    offer = [onOffer(7, 350_000)];
    await runAt('2026-03-09T08:00:00Z');
    offer = [onOffer(7, 325_000)];
    await runAt('2026-03-09T09:00:00Z');
    await subscribe('an@example.be');
    expect(await runAt('2026-03-11T09:00:00Z')).toMatchObject({ mails: 0 });
    expect(await database.db.select().from(estateChanges)).toHaveLength(1);
  });

  it('mail only the kinds the subscriber chose', async () => {
    await subscribe('new-only@example.be', {}, { kinds: ['newEstates'], frequency: 'instant' });
    await subscribe('drops-only@example.be', {}, { kinds: ['priceDrops'], frequency: 'instant' });
    offer = [onOffer(7, 350_000)];
    await runAt('2026-03-11T08:00:00Z');
    offer = [onOffer(7, 325_000), onOffer(9, 250_000, { general: { publicationDate: '2026-03-11' } })];
    await runAt('2026-03-11T09:00:00Z');
    const [newOnly] = await mailsTo('new-only@example.be');
    expect(newOnly?.textBody).toContain('Pand 9');
    expect(newOnly?.textBody).not.toContain('Pand 7');
    const [dropsOnly] = await mailsTo('drops-only@example.be');
    expect(dropsOnly?.textBody).toContain('Pand 7');
    expect(dropsOnly?.textBody).not.toContain('Pand 9');
  });

  it('send a daily subscriber one mail a day with what the runs found since the last one', async () => {
    await subscribe('daily@example.be', {}, { kinds: ['priceDrops'], frequency: 'daily' });
    await subscribe('instant@example.be', {}, { kinds: ['priceDrops'], frequency: 'instant' });
    offer = [onOffer(7, 350_000), onOffer(8, 300_000)];
    await runAt('2026-03-11T06:00:00Z');
    offer = [onOffer(7, 340_000), onOffer(8, 300_000)];
    await runAt('2026-03-11T07:00:00Z');
    offer = [onOffer(7, 340_000), onOffer(8, 290_000)];
    expect(await runAt('2026-03-11T15:00:00Z')).toMatchObject({ mails: 1, notDue: 1 });
    expect(await mailsTo('daily@example.be')).toHaveLength(1);
    expect(await mailsTo('instant@example.be')).toHaveLength(2);

    // 23:30 in Brussels is still the same day; 00:30 the next one.
    expect(await runAt('2026-03-11T22:30:00Z')).toMatchObject({ mails: 0, notDue: 1 });
    expect(await runAt('2026-03-11T23:30:00Z')).toMatchObject({ mails: 1, notDue: 0 });
    const [, second] = await mailsTo('daily@example.be');
    expect(second?.textBody).toContain('Pand 8');
    expect(second?.textBody).not.toContain('Pand 7');
  });

  it('send a weekly subscriber at most one mail a week', async () => {
    await subscribe('weekly@example.be', {}, { kinds: ['priceDrops'], frequency: 'weekly' });
    offer = [onOffer(7, 350_000)];
    await runAt('2026-03-11T06:00:00Z');
    offer = [onOffer(7, 340_000)];
    expect(await runAt('2026-03-11T07:00:00Z')).toMatchObject({ mails: 1 });
    offer = [onOffer(7, 330_000)];
    // Sunday the 15th is the same week (Monday to Sunday); Monday the 16th a new one.
    expect(await runAt('2026-03-15T12:00:00Z')).toMatchObject({ mails: 0, notDue: 1 });
    expect(await runAt('2026-03-16T06:00:00Z')).toMatchObject({ mails: 1 });
    const [, second] = await mailsTo('weekly@example.be');
    expect(second?.textBody).toContain('Prijs verlaagd, was € 340.000');
  });

  it('tell a list of chosen estates of their drops, sales and going offline, never of new estates', async () => {
    await subscribe('fan@example.be', { estates: [7, 8, 10] });
    offer = [onOffer(7, 350_000), onOffer(8, 300_000), onOffer(10, 200_000), onOffer(11, 100_000)];
    await runAt('2026-03-11T06:00:00Z');
    offer = [
      onOffer(7, 330_000),
      sold(8, 300_000),
      onOffer(11, 90_000),
      onOffer(12, 150_000, { general: { publicationDate: '2026-03-11' } }),
    ];
    expect(await runAt('2026-03-11T07:00:00Z')).toMatchObject({ mails: 1, estates: 0, changes: 3 });
    const [mail] = await mailsTo('fan@example.be');
    expect(mail?.textBody).toContain('Prijs verlaagd, was € 350.000');
    expect(mail?.textBody).toContain('Pand 8 · Gent: Verkocht');
    expect(mail?.textBody).toContain('Pand 10 · Gent: Niet meer online');
    expect(mail?.textBody).not.toContain('Pand 11');
    expect(mail?.textBody).not.toContain('Pand 12');
  });

  it('record a change once and mail it once when runs overlap', async () => {
    await subscribe('an@example.be');
    offer = [onOffer(7, 350_000)];
    await runAt('2026-03-11T06:00:00Z');
    offer = [onOffer(7, 325_000)];
    const reports = await Promise.all([1, 2, 3].map(() => runAt('2026-03-11T07:00:00Z')));
    expect(reports.reduce((total, report) => total + report.changes, 0)).toBe(1);
    expect(await database.db.select().from(estateChanges)).toHaveLength(1);
    expect(await mailsTo('an@example.be')).toHaveLength(1);
  });
});
