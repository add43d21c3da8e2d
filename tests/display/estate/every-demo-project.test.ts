import { describe, expect, it } from 'vitest';
import { getEstateGroup, searchEstates } from '@/content-api';
import type { EstateGroup, EstateRecord } from '@/content-api/schemas';
import { createDemoApp } from '@/demo-content-service/app';
import { realEstateListingJsonLd } from '@/display/estate/estate-json-ld';
import { estateSubject, unitSubject } from '@/display/estate/estate-subject';
import { serializeJsonLd } from '@/display/json-ld';
import { projectUnits } from '@/domain/estate';
import { estateStatus } from '@/domain/search';
import { locales } from '@/i18n/locales';
import { forwardContentServiceTo, startContentService } from '../../support/msw-content-service';

/*
 * Every new-construction project of the demo content service and each of its units, in every
 * language, as the detail pages publish them in structured data: a project offers the range of its
 * units' public prices as one AggregateOffer, a unit its own price, and nothing is offered without a
 * price or at a price the public record does not hold.
 */

const SITE_URL = 'https://www.example.be';
const options = { siteUrl: SITE_URL, homeLabel: 'Home' };
const demo = createDemoApp({ publicUrl: 'http://demo.test' });

startContentService();

type Offer = { '@type': string; price?: number; lowPrice?: number; highPrice?: number; offerCount?: number };

/** What the service answers before the site makes it public. */
async function rawGroup(id: number): Promise<EstateGroup> {
  const response = await demo.request(`/sites/demo/estates/group/${id}`, {
    headers: { 'x-site-id': 'demo', 'x-client': 'vitrine-site' },
  });
  return (await response.json()) as EstateGroup;
}

/** The public prices of the units a buyer can still buy. */
function pricesForSale(units: readonly EstateRecord[]): number[] {
  return units
    .filter((unit) => estateStatus(unit) === 'FOR_SALE')
    .map((unit) => unit.price?.value)
    .filter((price): price is number => typeof price === 'number' && price > 0);
}

describe('every demo project and unit in every language', () => {
  it('offers a project as an AggregateOffer of its units’ public prices, and nothing without a price', async () => {
    forwardContentServiceTo(demo, 'http://demo.test');
    const search = await searchEstates({
      query: { match: { 'general.project': true } },
      sort: [],
      pagination: { from: 0, size: 100 },
    });
    const ids = search.results.map((group) => group.id);
    expect(ids).toHaveLength(10);

    const problems: string[] = [];
    let aggregateOffers = 0;
    let withoutPrices = 0;
    for (const id of ids) {
      const raw = await rawGroup(id);
      for (const locale of locales) {
        const group = await getEstateGroup(id, { locale });
        if (!group) throw new Error(`project ${id} not found`);
        const units = projectUnits(group);
        const prices = pricesForSale(units);
        const offers = realEstateListingJsonLd(estateSubject(group), locale, options).offers as
          Offer | undefined;
        if (prices.length === 0) {
          if (offers) problems.push(`${locale} ${id}: an offer without a unit price`);
          if (locale === 'nl') withoutPrices += 1;
        } else {
          const expected = {
            '@type': 'AggregateOffer',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: prices.length,
          };
          const found = offers && {
            '@type': offers['@type'],
            lowPrice: offers.lowPrice,
            highPrice: offers.highPrice,
            offerCount: offers.offerCount,
          };
          if (JSON.stringify(found) !== JSON.stringify(expected)) {
            problems.push(`${locale} ${id}: ${JSON.stringify(offers)}, expected ${JSON.stringify(expected)}`);
          }
          if (locale === 'nl') aggregateOffers += 1;
        }
        const texts = [serializeJsonLd(offers ?? null)];
        for (const unit of units) {
          const subject = unitSubject(group, String(unit.general.id));
          if (!subject) throw new Error(`unit ${unit.general.id} not found`);
          const offer = realEstateListingJsonLd(subject, locale, options).offers as Offer | undefined;
          if (offer && !(typeof offer.price === 'number' && offer.price > 0)) {
            problems.push(`${locale} ${unit.general.id}: an offer without a price`);
          }
          texts.push(serializeJsonLd(offer ?? null));
        }
        // Under the VAT regime no amount of the service's answer may appear in any offer.
        if (raw.children[0]?.financial?.vatRegime) {
          const amounts = raw.children.map((child) => child.price?.value).filter((value) => value);
          for (const amount of amounts) {
            if (texts.some((text) => text.includes(`${amount}`)))
              problems.push(`${locale} ${id}: VAT amount ${amount}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Six projects sell units at a public price; the four under the VAT regime publish none.
    expect(aggregateOffers).toBe(6);
    expect(withoutPrices).toBe(4);
  }, 120_000);
});
