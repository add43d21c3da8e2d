import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '@/demo-content-service/dataset/dataset';
import { municipalities } from '@/demo-content-service/dataset/municipalities';

const dataset = buildDemoDataset('http://demo.test');
const mains = dataset.estates.map((group) => group.children[0]!);
const regular = dataset.estates.filter((group) => !group.children[0]!.general.project);
const projects = dataset.estates.filter((group) => group.children[0]!.general.project);

describe('demo data set', () => {
  it('holds at least 300 estates', () => {
    expect(regular.length).toBeGreaterThanOrEqual(300);
  });

  it('spreads the estates over at least 40 real municipalities in all three regions', () => {
    const cityIds = new Set(mains.map((record) => record.address!.city.id));
    expect(cityIds.size).toBeGreaterThanOrEqual(40);
    const regions = new Set(mains.map((record) => record.address!.region));
    expect([...regions].sort()).toEqual(['brussels', 'flanders', 'wallonia']);
  });

  it('names the big cities in each language and keeps real zip codes and coordinates', () => {
    const brussels = municipalities.find((municipality) => municipality.zip === '1000')!;
    expect(brussels.name).toEqual({ nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' });
    const liege = municipalities.find((municipality) => municipality.zip === '4000')!;
    expect(liege.name).toMatchObject({ nl: 'Luik', fr: 'Liège', de: 'Lüttich' });
    for (const municipality of municipalities) {
      expect(municipality.zip).toMatch(/^[1-9]\d{3}$/);
      expect(municipality.lat).toBeGreaterThan(49.4);
      expect(municipality.lat).toBeLessThan(51.6);
      expect(municipality.lon).toBeGreaterThan(2.5);
      expect(municipality.lon).toBeLessThan(6.5);
    }
  });

  it('has every head type and every status, from both data sources', () => {
    expect(new Set(mains.map((record) => record.general.headType.id))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const statuses = new Set(mains.map((record) => record.general.status));
    expect(statuses).toEqual(new Set(['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER']));
    const withGuid = regular.filter((group) => group.children[0]!.general.guid).length;
    expect(withGuid / regular.length).toBeGreaterThan(0.25);
    expect(withGuid / regular.length).toBeLessThan(0.4);
  });

  it('uses transaction ids that agree with the status for each data source', () => {
    for (const record of mains) {
      const { id } = record.general.transaction;
      const sourceOne = Boolean(record.general.guid);
      const sold = sourceOne ? [1, 6, 7] : [5, 6];
      const forRent = sourceOne ? [2, 4, 6, 8, 10] : [2, 4, 6, 8];
      const status = record.general.status;
      expect(sold.includes(id), `${record.general.id} ${status}`).toBe(
        ['SOLD', 'RENTED', 'TAKEN_OVER'].includes(status),
      );
      expect(forRent.includes(id), `${record.general.id} ${status}`).toBe(
        ['TO_RENT', 'RENTED'].includes(status),
      );
    }
  });

  it('has at least 8 projects, each with at least 2 floors and 5 units pointing back at it', () => {
    expect(projects.length).toBeGreaterThanOrEqual(8);
    for (const project of projects) {
      const units = project.children.slice(1);
      expect(units.length).toBeGreaterThanOrEqual(5);
      expect(new Set(units.map((unit) => unit.general.floor)).size).toBeGreaterThanOrEqual(2);
      for (const unit of units) {
        expect(unit.general.parentId).toBe(project.id);
        expect(unit.general.floorId).toEqual(expect.any(Number));
        expect(unit.price?.value).toBeGreaterThan(0);
      }
      expect(project.children[0]!.general.headType.id).toBe(6);
    }
  });

  it('exercises the display rules: hidden addresses, missing coordinates, white and black sticker colours', () => {
    expect(mains.some((record) => record.address?.visible === false)).toBe(true);
    expect(mains.some((record) => record.address?.geoLocation === null)).toBe(true);
    const stickers = mains.flatMap((record) => (record.general.sticker ? [record.general.sticker] : []));
    expect(stickers.some((sticker) => sticker.color?.toLowerCase() === '#ffffff')).toBe(true);
    expect(stickers.some((sticker) => sticker.colorText === '#000000')).toBe(true);
    expect(mains.some((record) => record.financial?.vatRegime)).toBe(true);
    expect(mains.some((record) => Object.values(record.dimensions ?? {}).includes(-1))).toBe(true);
    expect(mains.some((record) => record.energy?.shared)).toBe(true);
    expect(mains.some((record) => record.layout?.rooms.some((room) => room.id > 100 && room.name))).toBe(
      true,
    );
    const walloon = mains.filter((record) => record.address?.region === 'wallonia');
    expect(walloon.some((record) => record.general.townPlanningViolation === null)).toBe(true);
    const scores = mains.map((record) => record.general.floodingBuildingScore).filter(Boolean);
    expect(new Set(scores)).toEqual(new Set(['A', 'B', 'C', 'D']));
  });

  it('spreads publication dates over 2025 and 2026', () => {
    const years = new Set(mains.map((record) => record.general.publicationDate.slice(0, 4)));
    expect(years).toEqual(new Set(['2025', '2026']));
  });

  it('puts sales in collection 1, rentals in collection 2 and projects with their units in collection 3', () => {
    for (const group of dataset.estates) {
      const main = group.children[0]!;
      const collections = group.children.flatMap((record) =>
        record.estate_collections!.map((ref) => ref.estate_collection_id),
      );
      const expected = main.general.project ? 3 : ['TO_RENT', 'RENTED'].includes(main.general.status) ? 2 : 1;
      expect(new Set(collections)).toEqual(new Set([expected]));
    }
  });

  it('has at least 40 holiday rentals at the coast and in the Ardennes, a few without coordinates', () => {
    expect(dataset.rentals.length).toBeGreaterThanOrEqual(40);
    const cities = new Set(dataset.rentals.map((unit) => unit.general.city.name.nl));
    expect(cities).toContain('Knokke-Heist');
    expect(cities).toContain('Durbuy');
    expect(dataset.rentals.some((unit) => unit.general.location.lat === null)).toBe(true);
    for (const unit of dataset.rentals) {
      const periods = dataset.periods.get(Number(unit.id))!;
      expect(new Set(periods.map((period) => period.type))).toEqual(new Set(['week', 'weekend', 'midweek']));
      expect(periods.some((period) => !period.available)).toBe(true);
      expect(periods[0]!.start.startsWith('2026')).toBe(true);
      expect(periods.at(-1)!.end.startsWith('2027')).toBe(true);
    }
  });

  it('builds exactly the same data twice, quickly', () => {
    const started = performance.now();
    const again = buildDemoDataset('http://demo.test');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(JSON.stringify(again.estates)).toBe(JSON.stringify(dataset.estates));
    expect(JSON.stringify(again.rentals)).toBe(JSON.stringify(dataset.rentals));
    expect(JSON.stringify([...again.periods])).toBe(JSON.stringify([...dataset.periods]));
    expect(JSON.stringify(again.pages)).toBe(JSON.stringify(dataset.pages));
  });

  it('builds absolute photo URLs from the public URL', () => {
    expect(mains[0]!.pictures![0]!.file).toMatch(
      /^http:\/\/demo\.test\/media\/estates\/\d+\/0\.jpg\?w=2400$/,
    );
    expect(dataset.rentals[0]!.photos[0]!.medium).toMatch(
      /^http:\/\/demo\.test\/sites\/demo\/rental-units\/photo\/\d+\/0-medium\.jpg\?w=1024$/,
    );
  });
});
