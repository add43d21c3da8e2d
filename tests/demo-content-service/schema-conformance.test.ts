import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  agendaSchema,
  agreementsSchema,
  appointmentSchema,
  entityItemSchema,
  entitySchema,
  estateCollectionSchema,
  estateContactInfoSchema,
  estateFiltersSchema,
  estateGroupSchema,
  estatePageSchema,
  estateSearchResultSchema,
  menuSchema,
  pageSchema,
  pageSummarySchema,
  rentalFiltersSchema,
  rentalPeriodSchema,
  rentalReservationSchema,
  rentalSearchResultSchema,
  rentalUnitSchema,
  siteSchema,
  translationsSchema,
  type EstateSearchBody,
  type Page,
  type RentalPeriod,
} from '@/content-api/schemas';
import { createDemoClient } from './demo-client';

const client = createDemoClient();
const locales = ['nl', 'fr', 'en', 'de'] as const;

/** Fetches one answer and checks it against the site's own schema; a mismatch names the bad path. */
async function expectValid<T extends z.ZodType>(
  schema: T,
  path: string,
  init?: { body?: object; locale?: string },
) {
  const response = init?.body
    ? await client.post(path, init.body)
    : await client.get(path, init?.locale ? { 'accept-language': init.locale } : {});
  expect(response.status, path).toBeLessThan(300);
  const parsed = schema.safeParse(response.json);
  if (!parsed.success) throw new Error(`${path}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return parsed.data as z.infer<T>;
}

// Each case walks the whole data set (hundreds of requests): slow on a busy 2-core machine, not a hang.
describe('every answer of the demo service matches the content-api schemas', { timeout: 60_000 }, () => {
  it('site, menus, entities, collections, agreements and translations', async () => {
    await expectValid(siteSchema, '/sites/demo');
    await expectValid(siteSchema, '/sites/by-hostname/localhost');
    for (const type of ['main', 'footer']) {
      const menus = await expectValid(menuSchema.array(), `/sites/demo/navigation/${type}`);
      for (const menu of menus) await expectValid(menuSchema, `/sites/demo/navigation/${type}/${menu.id}`);
    }
    const entities = await expectValid(entitySchema.array(), '/sites/demo/entities');
    for (const entity of entities)
      await expectValid(entityItemSchema.array(), `/sites/demo/entities/${entity.name}/items`);
    for (const id of [1, 2, 3])
      await expectValid(estateCollectionSchema, `/sites/demo/estate-collections/${id}`);
    for (const locale of locales) {
      await expectValid(agreementsSchema, `/sites/demo/agreements?locale=${locale}`);
      await expectValid(translationsSchema, `/translations/${locale}`);
    }
    await expectValid(estatePageSchema, '/sites/demo/estate-pages/te-koop/gent');
    await expectValid(estatePageSchema, '/sites/demo/estate-pages/zu-vermieten/luettich');
  });

  it('every page, by id and by URL in each language', async () => {
    const summaries = await expectValid(pageSummarySchema.array(), '/sites/demo/pages/');
    for (const summary of summaries) {
      const page: Page = await expectValid(pageSchema, `/sites/demo/pages/${summary.id}`);
      expect(page.blocks.some((block) => block.type === 'unknown')).toBe(false);
      for (const locale of locales) {
        const byUrl = await expectValid(
          pageSchema,
          `/sites/demo/pages/by-url/${encodeURIComponent(page.url[locale]!)}`,
          { locale },
        );
        expect(byUrl.id).toBe(page.id);
      }
    }
  });

  it('every estate group, projects and units included, and its contact information', async () => {
    const all = await expectValid(estateSearchResultSchema, '/sites/demo/estates', { body: { query: {} } });
    expect(all.results.length).toBeGreaterThanOrEqual(300);
    for (const { id } of all.results) {
      const group = await expectValid(estateGroupSchema, `/sites/demo/estates/group/${id}`);
      expect(group.id).toBe(id);
      const info = await client.get(`/sites/demo/estates/${id}/contact-info`);
      if (info.status !== 204)
        expect(estateContactInfoSchema.safeParse(info.json).success, `contact ${id}`).toBe(true);
    }
  });

  it('search results and filter options for the listing nodes and the site filters', async () => {
    const bodies: EstateSearchBody[] = [
      {
        query: { collections: [1] },
        sort: [{ field: 'general.publicationDate', direction: 'DESC' }],
        pagination: { from: 0, size: 15 },
      },
      { query: { collections: [3] }, sort: [{ field: 'price.value', direction: 'ASC' }] },
      {
        query: {
          terms: { 'address.city.id': [11], 'general.headType.id': [1, 2] },
          range: { 'price.value': { lte: 400_000 } },
        },
      },
      {
        query: {
          geo_distance: { distanceKm: 10, lat: 50.85, lon: 4.35 },
          match: { 'general.bedroomCount': 2 },
        },
      },
    ];
    for (const body of bodies) {
      await expectValid(estateSearchResultSchema, '/sites/demo/estates', { body });
      await expectValid(estateFiltersSchema, '/sites/demo/estate-filters', { body: { query: body.query } });
    }
  });

  it('every rental unit, its periods, the rental search and filters', async () => {
    const all = await expectValid(rentalSearchResultSchema, '/sites/demo/rental-units', {
      body: { query: {} },
    });
    expect(all.results.length).toBeGreaterThanOrEqual(40);
    for (const unit of all.results) {
      await expectValid(rentalUnitSchema, `/sites/demo/rental-units/${unit.id}`);
      await expectValid(rentalPeriodSchema.array(), `/sites/demo/rental-units/${unit.id}/periods`);
    }
    await expectValid(rentalFiltersSchema, '/sites/demo/rental-units/filters', { body: { query: {} } });
    await expectValid(rentalFiltersSchema, '/sites/demo/rental-units/filters', {
      body: { query: { periodType: 'week', minOccupation: 4 } },
    });
  });

  it('agenda slots for every estate, appointments and reservations', async () => {
    const all = await expectValid(estateSearchResultSchema, '/sites/demo/estates', { body: { query: {} } });
    const agendaIds = all.results.flatMap((group) => group.children.map((record) => record.general.id));
    for (const id of agendaIds) await expectValid(agendaSchema, `/sites/demo/live-agenda/${id}`);
    const { slots } = await expectValid(agendaSchema, '/sites/demo/live-agenda/1001');
    const request = {
      agendaId: 1001,
      slotId: slots[0]!.id,
      name: 'Els',
      email: 'els@example.be',
      locale: 'nl',
    };
    const appointment = await expectValid(appointmentSchema, '/sites/demo/live-agenda/reservation', {
      body: request,
    });
    await expectValid(appointmentSchema, `/sites/demo/live-agenda/reservation/${appointment.id}`);
    const periods = (await client.get('/sites/demo/rental-units/501/periods')).json as RentalPeriod[];
    const free = periods.find((period) => period.available)!;
    const reservation = {
      rentalUnitId: 501,
      periodId: free.id,
      guests: 1,
      name: 'Els',
      email: 'els@example.be',
      locale: 'nl',
    };
    await expectValid(rentalReservationSchema, '/sites/demo/rental-units/reservation', { body: reservation });
  });
});
