import { describe, expect, it } from 'vitest';
import { getRentalUnit, getSite, searchRentalUnits } from '@/content-api';
import { createDemoApp } from '@/demo-content-service/app';
import { locales } from '@/i18n/locales';
import { missingVacationRentalProperties, vacationRentalJsonLd } from '@/server/rental/rental-json-ld';
import { forwardContentServiceTo, startContentService } from '../../support/msw-content-service';

/*
 * Every holiday rental page of the demo content service, in every language: its VacationRental block
 * as the page renders it, checked against Google's required properties
 * (https://developers.google.com/search/docs/appearance/structured-data/vacation-rental) and against
 * the properties schema.org defines on a VacationRental and an Accommodation.
 */

const SITE_URL = 'https://www.example.be';
const demo = createDemoApp({ publicUrl: 'http://demo.test' });

startContentService();

/** Properties schema.org defines on VacationRental (from Thing, Place, Organization, LodgingBusiness). */
const vacationRentalProperties = new Set([
  '@context',
  '@type',
  '@id',
  'additionalType',
  'identifier',
  'url',
  'name',
  'description',
  'image',
  'latitude',
  'longitude',
  'address',
  'knowsLanguage',
  'containsPlace',
]);
/** Properties schema.org defines on Accommodation that the block uses. */
const accommodationProperties = new Set([
  '@type',
  'additionalType',
  'occupancy',
  'numberOfBedrooms',
  'numberOfBathroomsTotal',
  'floorLevel',
  'amenityFeature',
]);

type Block = Record<string, unknown> & { containsPlace: Record<string, unknown> };

function problemsOf(block: Block, id: string, locale: string): string[] {
  const problems: string[] = [];
  const image = block.image as string[];
  const occupancy = block.containsPlace.occupancy as { value?: unknown } | undefined;
  if (typeof block.name !== 'string' || block.name.trim() === '') problems.push('no name');
  if (block.identifier !== id) problems.push(`identifier ${String(block.identifier)}`);
  if (image.length < 8) problems.push(`${image.length} images`);
  if (image.some((url) => !url.startsWith(`${SITE_URL}/`))) problems.push('an image off the site');
  if (typeof block.latitude !== 'number' || typeof block.longitude !== 'number')
    problems.push('no coordinates');
  if (!Number.isInteger(occupancy?.value) || Number(occupancy?.value) < 1)
    problems.push('no occupancy value');
  if (!String(block.url).startsWith(`${SITE_URL}/${locale}/`)) problems.push(`url ${String(block.url)}`);
  for (const key of Object.keys(block)) {
    if (!vacationRentalProperties.has(key)) problems.push(`${key} is no VacationRental property`);
  }
  for (const key of Object.keys(block.containsPlace)) {
    if (!accommodationProperties.has(key)) problems.push(`${key} is no Accommodation property`);
  }
  return problems;
}

describe('every demo holiday rental page in every language', () => {
  it('carries a VacationRental with all of Google’s required properties, or none for a stated reason', async () => {
    forwardContentServiceTo(demo, 'http://demo.test');
    const site = await getSite();
    const search = await searchRentalUnits({ query: {}, pagination: { from: 0, size: 1_000 } });
    expect(search.error).toBeUndefined();
    const ids = search.results.map((unit) => unit.id);
    expect(ids).toHaveLength(44);

    const problems: string[] = [];
    const omitted = new Map<string, string[]>();
    let blocks = 0;
    for (const id of ids) {
      for (const locale of locales) {
        const unit = await getRentalUnit(id, { locale });
        if (!unit) throw new Error(`rental unit ${id} not found`);
        const block = vacationRentalJsonLd(unit, locale, { siteUrl: SITE_URL, languages: site.languages });
        const missing = missingVacationRentalProperties(unit);
        if (block === null) {
          if (missing.length === 0) problems.push(`${locale} ${id}: left out without a reason`);
          omitted.set(String(id), missing);
          continue;
        }
        blocks += 1;
        problems.push(
          ...problemsOf(block as Block, String(id), locale).map((text) => `${locale} ${id}: ${text}`),
        );
      }
    }
    expect(problems).toEqual([]);
    // The demo's units without coordinates and those with fewer than eight photos, and only those.
    expect(Object.fromEntries(omitted)).toEqual({
      '504': ['image'],
      '508': ['latitude/longitude'],
      '514': ['image'],
      '519': ['latitude/longitude'],
      '524': ['image'],
      '530': ['latitude/longitude'],
      '534': ['image'],
      '541': ['latitude/longitude'],
      '544': ['image'],
    });
    expect(blocks).toBe((44 - 9) * locales.length);
  }, 120_000);
});
