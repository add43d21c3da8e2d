import type { EstateGeneral, EstateGroup, EstateRecord } from '@/content-api/schemas';
import { buildEstateGeneral } from './fixtures-estate-general';

/** A house for sale with every section of spec §3 filled, as the service would send it. */
export function buildEstateRecord(general: Partial<EstateGeneral> = {}): EstateRecord {
  return {
    general: buildEstateGeneral(general),
    price: {
      value: 595000,
      totalPrice: 640000,
      priceFrom: false,
      groundValue: 200000,
      infrastructureValue: null,
      furnitureValue: null,
      constructionValue: null,
      deposit: null,
      period: null,
    },
    address: {
      visible: true,
      street_address: 'Kortrijksesteenweg 12',
      street: { nl: 'Kortrijksesteenweg', fr: 'Chaussée de Courtrai' },
      number: '12',
      box: null,
      city: { id: 9000, name: { nl: 'Gent', fr: 'Gand' }, zip: '9000', alias: { fr: 'Gand' } },
      zip: '9000',
      region: 'flanders',
      country: 'BE',
      geoLocation: { lat: 51.0543, lon: 3.7174 },
    },
    pictures: [
      {
        file: 'https://images.example.be/1001/1.jpg',
        thumbnail: 'https://images.example.be/1001/1-t.jpg',
        index: 0,
      },
      { file: 'https://images.example.be/1001/2.jpg', thumbnail: null, index: 1 },
    ],
    layout: {
      rooms: [
        { id: 1, name: 'Slaapkamer 1', surface: 16.5, comment: null, common: false },
        { id: 10, name: 'Terras', surface: 24, comment: 'Zuidgericht', common: false },
      ],
    },
    floors: [{ floor: 0, rooms: [{ id: 5, count: 1, surface: 9, comment: null, common: false, sort: 1 }] }],
    energy: {
      epcValue: 180,
      epcValueTotal: 32000,
      epbReference: null,
      epcReference: '20240101-0001',
      energyLabel: 'B',
      customEpcLabel: null,
      eLevel: null,
      kLevel: null,
      co2: 35,
      shared: { epcValue: null, energyLabel: null },
    },
    technical: {
      constructionYear: 1998,
      renovationYear: 2020,
      buildingType: 'OPEN',
      condition: 'GOOD_CONDITION',
      newBuilding: false,
      available: 'DEED',
      availableDate: null,
      furniture: false,
      petsAllowed: true,
      monthlyCost: null,
      directionGarden: 'SW',
      oLevelSensitivity: null,
      oLevelZone: null,
      certificateConformity: 'VALID',
      certificateElectricity: 'OBTAINED',
      elevator: false,
    },
    comfort: {
      garden: { value: true, description: 'Aangelegde tuin' },
      pets: { value: true },
      glazing: { value: true, description: 'Dubbel glas' },
      shutters: { value: false },
      tennisCourt: { value: false },
      heating: { value: true, description: 'Gas' },
      swimmingPool: { value: null },
      heatingType: 'GAS',
      kitchenType: 'HYPER_EQUIPPED',
      windowGlazing: 'DOUBLE',
    },
    ki: { indexed: 1850, nonIndexed: 1020, communityTax: null },
    dimensions: {
      areaGround: 850,
      areaBuild: 240,
      areaBuildable: null,
      widthHouse: 14,
      widthGround: 25,
      depthHouse: 11,
      depthGround: 34,
      depthGroundFloor: -1,
      depthFloor: null,
      commentArea: null,
    },
    salesRep: {
      firstname: 'An',
      lastname: 'Peeters',
      picture: null,
      mobile: '+32 470 00 00 00',
      phone: '+32 9 000 00 00',
      email: 'an@agency.example.be',
      description: null,
    },
    videos: [{ url: 'https://video.example.be/1001', title: 'Rondleiding' }],
    virtualVisits: [{ typeId: 1, link: 'https://tour.example.be/1001' }],
    files: [{ type: 'EPC', link: 'https://files.example.be/1001/epc.pdf', comment: null }],
    environments: ['RESIDENTIAL'],
    facilities: ['ALARM'],
    technicalBuildCriteria: ['INSULATED_ROOF'],
    rentalOptions: [],
    certificates: { electricity: { value: true, conformity: 'VALID', description: 'Keuring 2023' } },
    financial: {
      vatRegime: false,
      vatRate: null,
      notaryCostTotal: 41000,
      settingPrice: null,
      sessionDate: null,
    },
    extraFields: [
      { extra_field_autoid: 7, type: 'TEXT', value: 'Zonnepanelen' },
      { extra_field_autoid: 8, type: 'BIGTEXT', value: null, value_lang_string: { nl: 'Lang', fr: 'Long' } },
    ],
    estate_collections: [{ estate_collection_id: 3 }],
  };
}

export function buildEstateGroup(general: Partial<EstateGeneral> = {}): EstateGroup {
  const record = buildEstateRecord(general);
  return { id: record.general.id, children: [record] };
}

/** A new-construction project: the main record flags the project, the other children are its units. */
export function buildProjectGroup(): EstateGroup {
  const project = buildEstateRecord({ id: 2000, project: true, headType: { id: 6, name: 'PROJECT' } });
  const unit = (id: number, floor: number) =>
    buildEstateRecord({
      id,
      parentId: 2000,
      floor,
      floorId: 100 + floor,
      headType: { id: 2, name: 'APARTMENT' },
    });
  return { id: 2000, children: [project, unit(2001, 0), unit(2002, 1), unit(2003, 1)] };
}
