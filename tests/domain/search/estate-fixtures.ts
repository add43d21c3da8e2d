import type { EstateGeneral, EstateGroup, EstateRecord } from '@/content-api/schemas';

type RecordOverrides = Omit<Partial<EstateRecord>, 'general'> & { general?: Partial<EstateGeneral> };

/** A small estate record for sale in Gent; any section can be replaced. */
export function estateRecord(overrides: RecordOverrides = {}): EstateRecord {
  const { general, ...sections } = overrides;
  return {
    general: {
      id: 1,
      title: { nl: 'Woning' },
      headType: { id: 1, name: 'HOUSE' },
      subType: { id: 11, name: { nl: 'Villa', fr: 'Villa' } },
      transaction: { id: 3, name: { nl: 'Te koop', fr: 'À vendre' } },
      status: 'FOR_SALE',
      publicationDate: '2026-03-14',
      bedroomCount: 3,
      ...general,
    },
    price: { value: 350_000 },
    address: {
      visible: true,
      city: { id: 9000, name: { nl: 'Gent', fr: 'Gand' }, zip: '9000' },
      country: 'BE',
      geoLocation: { lat: 51.05, lon: 3.72 },
    },
    ...sections,
  };
}

/** An estate group whose main record is built from the overrides; its id follows general.id. */
export function estate(overrides: RecordOverrides = {}, units: EstateRecord[] = []): EstateGroup {
  const main = estateRecord(overrides);
  return { id: main.general.id, children: [main, ...units] };
}
