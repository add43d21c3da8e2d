import { describe, expect, it } from 'vitest';
import { getEstateGroup, searchEstates } from '@/content-api';
import type { EstateGroup, EstateRecord, Locale } from '@/content-api/schemas';
import { createDemoApp } from '@/demo-content-service/app';
import { buildDetailTabs, type DetailTab } from '@/display/estate/detail-tabs';
import { realEstateListingJsonLd } from '@/display/estate/estate-json-ld';
import { estateSubject, unitSubject } from '@/display/estate/estate-subject';
import { addressLine, keyFacts } from '@/display/estate/header-facts';
import { toEstateCardModel } from '@/display/listing/estate-card-model';
import { toMailEstate } from '@/display/mail/mail-estate';
import { toMapMarker } from '@/display/map/estate-markers';
import { factsNotApplying, formatPrice, projectUnits } from '@/domain/estate';
import { locales } from '@/i18n/locales';
import { forwardContentServiceTo, startContentService } from '../../support/msw-content-service';
import { formatContext } from './estate-test-context';

/*
 * Every estate and project unit of the demo content service, in every language, through the same
 * client and display models the pages, cards, maps, JSON-LD, mails and JSON endpoints use. What the
 * service answers raw is compared with what the site would publish.
 */

const SITE_URL = 'https://www.example.be';
const demo = createDemoApp({ publicUrl: 'http://demo.test' });

startContentService();

/** The raw answer of the service, before the site's client makes it public. */
async function rawGroup(id: number): Promise<EstateGroup> {
  const response = await demo.request(`/sites/demo/estates/group/${id}`, {
    headers: { 'x-site-id': 'demo', 'x-client': 'vitrine-site' },
  });
  return (await response.json()) as EstateGroup;
}

async function everyEstateId(): Promise<number[]> {
  forwardContentServiceTo(demo, 'http://demo.test');
  const answer = await searchEstates({ query: {}, sort: [], pagination: { from: 0, size: 10_000 } });
  expect(answer.error).toBeUndefined();
  return answer.results.map((group) => group.id);
}

type Published = { record: EstateRecord; raw: EstateRecord; text: string; tabs: DetailTab[] };

/** Everything the site makes of one record in one language, as one searchable text. */
function publish(group: EstateGroup, raw: EstateGroup, record: EstateRecord, locale: Locale): Published {
  const context = formatContext(locale);
  const tabs = buildDetailTabs(record, context);
  const subject =
    record === group.children[0] ? estateSubject(group) : unitSubject(group, String(record.general.id));
  const card = toEstateCardModel(group, locale);
  const parts = [
    tabs,
    keyFacts(record, context),
    addressLine(record, locale),
    subject && realEstateListingJsonLd(subject, locale, { siteUrl: SITE_URL, homeLabel: 'Home' }),
    card,
    toMapMarker(card, locale),
    toMailEstate(group, locale, SITE_URL),
  ];
  const rawRecord = raw.children.find((child) => child.general.id === record.general.id);
  if (!rawRecord) throw new Error(`record ${record.general.id} missing from the raw answer`);
  return { record, raw: rawRecord, text: JSON.stringify(parts), tabs };
}

function streetNames(record: EstateRecord): string[] {
  const street = record.address?.street ?? {};
  return [...Object.values(street), record.address?.street_address ?? ''].filter(
    (name) => name.trim().length > 3,
  );
}

/** The exact coordinate as text with four or more decimals: what would pinpoint the door. */
function exactDegrees(value: number | undefined): string | null {
  if (value === undefined) return null;
  const text = String(value);
  const decimals = text.split('.')[1] ?? '';
  return decimals.length >= 3 ? text : null;
}

const rawCodePattern = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

describe('every demo estate in every language', () => {
  it('publishes no hidden address, no VAT-regime price and no row that says nothing', async () => {
    const ids = await everyEstateId();
    expect(ids.length).toBeGreaterThan(300);
    const problems: string[] = [];
    let hiddenAddresses = 0;
    let vatRegimes = 0;
    for (const id of ids) {
      const raw = await rawGroup(id);
      for (const locale of locales) {
        const group = await getEstateGroup(id, { locale });
        if (!group) throw new Error(`estate ${id} not found`);
        for (const record of [group.children[0]!, ...projectUnits(group)]) {
          const published = publish(group, raw, record, locale);
          const where = `${locale} ${record.general.id}`;
          const rawAddress = published.raw.address;
          if (rawAddress && !rawAddress.visible) {
            if (locale === 'nl') hiddenAddresses += 1;
            for (const name of streetNames(published.raw)) {
              if (published.text.includes(name)) problems.push(`${where}: hidden street "${name}" published`);
            }
            for (const degrees of [rawAddress.geoLocation?.lat, rawAddress.geoLocation?.lon]) {
              const exact = exactDegrees(degrees);
              if (exact && published.text.includes(exact))
                problems.push(`${where}: exact point ${exact} published`);
            }
          }
          if (published.raw.financial?.vatRegime && record === group.children[0]) {
            if (locale === 'nl') vatRegimes += 1;
            const { value, totalPrice, groundValue, infrastructureValue } = published.raw.price ?? {};
            for (const amount of [value, totalPrice, groundValue, infrastructureValue]) {
              const shown =
                typeof amount === 'number' &&
                new RegExp(`${formatPrice(amount)}(?![\\d.,])`).test(published.text);
              if (typeof amount === 'number' && shown) {
                problems.push(`${where}: VAT-regime amount ${formatPrice(amount)} published`);
              }
            }
          }
          const inapplicable = new Set<string>(factsNotApplying(record));
          for (const row of published.tabs.flatMap((tab) => tab.rows)) {
            const said = `${where} ${row.key} "${row.label}: ${row.value}"`;
            if (/^_.*_$/.test(row.label) || row.label.trim() === '') problems.push(`${said}: no label`);
            if (row.value.trim() === '' && !row.description) problems.push(`${said}: empty`);
            if (row.value === '-1' || row.value.includes('-1 ')) problems.push(`${said}: unknown marker`);
            if (rawCodePattern.test(row.value)) problems.push(`${said}: raw code`);
            if (inapplicable.has(row.key)) problems.push(`${said}: does not apply`);
            if (row.value === '0' && row.key.endsWith('_count')) problems.push(`${said}: zero count`);
          }
          for (const tab of published.tabs) {
            for (const room of [...tab.rooms, ...tab.floors.flatMap((floor) => floor.rooms)]) {
              if (!room.label.trim() || /^_.*_$/.test(room.label))
                problems.push(`${where} room ${room.key}: no label`);
            }
          }
        }
      }
    }
    expect(hiddenAddresses).toBeGreaterThan(10);
    expect(vatRegimes).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  }, 240_000);
});
