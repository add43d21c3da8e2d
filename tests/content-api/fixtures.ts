import type {
  Agenda,
  Agreement,
  Appointment,
  EstateFilters,
  Menu,
  Page,
  RentalFilters,
  RentalPeriod,
  RentalUnit,
  Site,
} from '@/content-api/schemas';

export { buildEstateGroup, buildEstateRecord, buildProjectGroup } from './fixtures-estate';

export function buildSite(): Site {
  return {
    id: 'demo',
    name: 'Immo Demo',
    hostnames: ['www.immo-demo.be'],
    languages: ['nl', 'fr', 'en', 'de'],
    defaultLanguage: 'nl',
    logo: 'https://cdn.example.be/logo.svg',
    brandColor: '#0a5c7d',
    contact: {
      email: 'info@immo-demo.be',
      phone: '+32 9 000 00 00',
      street: 'Veldstraat 1',
      zip: '9000',
      city: 'Gent',
    },
  };
}

export function buildMenu(): Menu {
  return {
    id: 1,
    type: 'main',
    name: 'Hoofdmenu',
    items: [
      {
        id: 'buy',
        label: { nl: 'Kopen', fr: 'Acheter' },
        href: { nl: '/te-koop', fr: '/a-vendre' },
        children: [{ id: 'projects', label: { nl: 'Projecten' }, href: { nl: '/projecten' } }],
      },
      { id: 'blog', label: { en: 'Blog' }, href: { en: 'https://blog.example.be' } },
    ],
  };
}

/** A page with one block of every known type. */
export function buildPage(): Page {
  const node = {
    kind: 'estates' as const,
    query: { terms: { 'general.headType.id': [1, 2] } },
    groupOptions: ['type' as const],
  };
  return {
    id: 10,
    url: { nl: '/te-koop', fr: '/a-vendre' },
    title: { nl: 'Te koop', fr: 'À vendre' },
    description: { nl: 'Ons aanbod' },
    template: 'estate-list',
    heroImage: 'https://cdn.example.be/hero.jpg',
    node,
    blocks: [
      { type: 'hero', title: { nl: 'Welkom' }, subtitle: null, image: 'https://cdn.example.be/hero.jpg' },
      { type: 'richText', html: { nl: '<p>Tekst</p>' } },
      { type: 'image', src: 'https://cdn.example.be/a.jpg', alt: { nl: 'Foto' }, caption: { nl: 'Gent' } },
      {
        type: 'cta',
        title: { nl: 'Contact' },
        text: null,
        label: { nl: 'Bel ons' },
        href: { nl: '/contact' },
      },
      { type: 'estateList', node, title: { nl: 'Nieuw' }, limit: 6 },
      { type: 'rentalList', title: { nl: 'Vakantie' }, limit: 3 },
      { type: 'entityList', entity: 'team', title: { nl: 'Ons team' } },
    ],
  };
}

export function buildEstateFilters(): EstateFilters {
  return {
    headTypes: [{ id: 1, name: { nl: 'Huis' }, count: 12 }],
    locations: [
      { id: 9000, zip: '9000', name: { nl: 'Gent', fr: 'Gand' }, alias: null, lat: 51.05, lon: 3.72 },
    ],
    prices: { min: 150000, max: 950000 },
    subTypes: [{ id: 11, headTypeId: 1, name: { nl: 'Villa' } }],
    bedrooms: [1, 2, 3, 4, 6],
    transactions: [{ id: 3, name: { nl: 'Te koop' } }],
    countries: [{ id: 'BE', name: { nl: 'België', fr: 'Belgique' } }],
  };
}

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

export function buildAgreement(): Agreement {
  return {
    id: 1,
    type: 'privacy',
    label: 'Ik ga akkoord met de privacyverklaring',
    text: '<p>Privacy</p>',
    required: true,
  };
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
