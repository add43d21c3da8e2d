import type { Agenda, Appointment, RentalFilters, RentalPeriod, RentalUnit } from '@/content-api/schemas';

export function buildRentalUnit(): RentalUnit {
  return {
    id: 501,
    photos: [
      {
        original: 'https://img.example.be/501/o.jpg',
        medium: 'https://img.example.be/501/m.jpg',
        thumbnail: 'https://img.example.be/501/t.jpg',
      },
    ],
    address: {
      street: { nl: 'Zeedijk' },
      number: '100',
      box: '3.1',
      city: { zip: '8300', name: { nl: 'Knokke-Heist' }, alias: null },
    },
    general: {
      description: { nl: '<p>Zicht op zee</p>', fr: '<p>Vue sur mer</p>' },
      descriptionShort: { nl: 'Zicht op zee' },
      location: { id: 4, name: { nl: 'Knokke' }, lat: 51.35, lon: 3.29 },
      city: { id: 8300, name: { nl: 'Knokke-Heist' } },
      maxOccupation: 4,
      subKind: { id: 2, name: { nl: 'Appartement', fr: 'Appartement' } },
      garage: true,
      floor: 3,
      building: { name: 'Residentie Zeezicht', rentalName: 'ZZ-3.1' },
    },
    rooms: { bedrooms: 2, bathrooms: 1 },
    priceFrom: 650,
    videos: [],
  };
}

export function buildRentalFilters(): RentalFilters {
  return {
    locations: [{ id: 4, name: { nl: 'Knokke' } }],
    subKinds: [{ id: 2, name: { nl: 'Appartement' } }],
    maxOccupations: [2, 4, 6],
    cities: [{ id: 8300, zip: '8300', name: { nl: 'Knokke-Heist' } }],
    periodTypes: [{ id: 'week', name: { nl: 'Week' } }],
    periodStartDates: ['2026-07-04'],
    periodDates: [{ start: '2026-07-04', end: '2026-07-11' }],
  };
}

export function buildRentalPeriod(): RentalPeriod {
  return { id: 77, start: '2026-07-04', end: '2026-07-11', type: 'week', price: 950, available: true };
}

export function buildAgenda(): Agenda {
  return {
    id: 'agenda-1',
    estateId: 1001,
    slots: [{ id: 's1', start: '2026-04-01T10:00:00Z', end: '2026-04-01T10:30:00Z' }],
  };
}

export function buildAppointment(): Appointment {
  return {
    id: '4f1b8a2e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
    agendaId: 'agenda-1',
    slotId: 's1',
    start: '2026-04-01T10:00:00Z',
    end: '2026-04-01T10:30:00Z',
    estateId: 1001,
    name: 'Jan Janssens',
    email: 'jan@example.be',
    phone: null,
    status: 'booked',
    createdAt: '2026-03-20T08:00:00Z',
  };
}
