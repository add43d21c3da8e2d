import type { EstateGroup, EstateRecord } from '@/content-api/schemas';

type Sections = { [K in keyof EstateRecord]?: Partial<NonNullable<EstateRecord[K]>> | null };

/** A Flemish house for sale with the sections the display rules read; each section can be overridden. */
export function estateRecord(overrides: Sections = {}): EstateRecord {
  const base: EstateRecord = {
    general: {
      id: 501,
      guid: null,
      project: false,
      parentId: null,
      title: { nl: 'Gezinswoning met tuin', fr: 'Maison familiale avec jardin' },
      headType: { id: 1, name: 'HOUSE' },
      subType: { id: 12, name: { nl: 'Villa', fr: 'Villa', en: 'Villa', de: 'Villa' } },
      transaction: { id: 3, name: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' } },
      status: 'FOR_SALE',
      publicationDate: '2026-03-14',
      bedroomCount: 3,
      townPlanningValue: 'WG',
      townPlanningViolation: 'NO',
      buildingLicense: 'YES',
      allocationLicense: 'NO',
      presaleRight: 'NO',
      certificateAsBuilt: 'YES',
      heritageProtected: 'NO',
      heritageInventoried: 'NO',
      floodingBuildingScore: 'A',
      floodingParcelScore: 'B',
      permission: { value: true, description: 'Vergunning 2004' },
      proceeding: { value: false, description: null },
      destination: { value: true, description: 'Woongebied' },
      registrationCost: 36000,
      notarySalery: 2800,
    },
    price: { value: 395000, groundValue: 120000, infrastructureValue: 15000, totalPrice: 420000 },
    address: {
      visible: true,
      street_address: 'Kortrijksesteenweg 12',
      street: { nl: 'Kortrijksesteenweg', fr: 'Chaussée de Courtrai' },
      number: '12',
      city: { id: 9000, name: { nl: 'Gent', fr: 'Gand' }, zip: '9000' },
      zip: '9000',
      region: 'flanders',
      country: 'BE',
      geoLocation: { lat: 51.05, lon: 3.72 },
    },
    dimensions: { areaBuild: 180, areaGround: 600, widthHouse: 9 },
    technical: { certificateElectricity: 'OBTAINED', certificateConformity: 'VALID', constructionYear: 1998 },
    certificates: { electricity: { value: true, conformity: 'VALID', description: 'Keuring 2023' } },
    financial: { vatRegime: false, notaryCostTotal: 41000 },
  };
  const merged: Record<string, unknown> = { ...base };
  for (const [section, value] of Object.entries(overrides)) {
    const current = merged[section];
    merged[section] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  return merged as EstateRecord;
}

export function estateGroup(children: EstateRecord[], id = children[0]?.general.id ?? 1): EstateGroup {
  return { id, children };
}
