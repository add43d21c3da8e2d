import type { RentalPeriod, RentalUnit } from '@/content-api/schemas';

/** A coast apartment with every field of §3 filled in; tests override what they look at. */
export function rentalUnit(overrides: Partial<RentalUnit> = {}): RentalUnit {
  return {
    id: 501,
    photos: [0, 1, 2].map((index) => ({
      original: `http://content.test/sites/demo/rental-units/photo/501/${index}-original.svg`,
      medium: `http://content.test/sites/demo/rental-units/photo/501/${index}-medium.svg`,
      thumbnail: `http://content.test/sites/demo/rental-units/photo/501/${index}-thumbnail.svg`,
    })),
    address: {
      street: { nl: 'Zeedijk', fr: 'Digue de mer' },
      number: '12',
      box: '3.1',
      city: { zip: '8300', name: { nl: 'Knokke-Heist' }, alias: { nl: 'Het Zoute' } },
    },
    general: {
      description: { nl: 'Appartement voor 4 personen.\n\nVlak bij het strand.', fr: 'Appartement pour 4.' },
      descriptionShort: { nl: 'Appartement voor 4 personen aan zee.' },
      location: { id: 1, name: { nl: 'Het Zoute', fr: 'Le Zoute' }, lat: 51.359, lon: 3.316 },
      city: { id: 28, name: { nl: 'Knokke-Heist' } },
      maxOccupation: 4,
      subKind: { id: 1, name: { nl: 'Appartement', en: 'Apartment' } },
      garage: true,
      floor: 3,
      building: { name: 'Residentie Zeezicht', rentalName: 'ZEE-501' },
    },
    rooms: { bedrooms: 2, bathrooms: 1 },
    priceFrom: 650,
    videos: [],
    ...overrides,
  };
}

export function rentalPeriod(overrides: Partial<RentalPeriod> = {}): RentalPeriod {
  return {
    id: 501001,
    start: '2026-07-04',
    end: '2026-07-11',
    type: 'week',
    price: 1250,
    available: true,
    ...overrides,
  };
}
