import type { Agreement, EstateFilters, Menu, Page, Site } from '@/content-api/schemas';

/* Builders of complete, valid answers, so every test exercises the schemas on full data. */
export { buildEstateGroup, buildEstateRecord, buildProjectGroup } from './fixtures-estate';
export {
  buildAgenda,
  buildAppointment,
  buildRentalFilters,
  buildRentalPeriod,
  buildRentalUnit,
} from './fixtures-bookings';

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

export function buildAgreement(): Agreement {
  return {
    id: 1,
    type: 'privacy',
    label: 'Ik ga akkoord met de privacyverklaring',
    text: '<p>Privacy</p>',
    required: true,
  };
}
