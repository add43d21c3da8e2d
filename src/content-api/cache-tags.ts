import type { Id } from './schemas';

/**
 * Every cache tag of the content service calls, in one place, so the revalidation endpoint purges
 * exactly what the calls tagged. `all` is on every call: purging it refreshes the whole site.
 */
export const tags = {
  all: 'content',
  /** A tag of one site in a multi-site deployment. */
  ofSite: (siteId: string, tag: string) => `site:${siteId}:${tag}`,
  site: () => 'site',
  navigation: (type: string) => `navigation:${type}`,
  pages: () => 'pages',
  page: (id: Id) => `page:${id}`,
  pageUrl: (locale: string, path: string) => `page-url:${locale}:${path}`,
  entities: () => 'entities',
  entity: (name: string) => `entity:${name}`,
  estates: () => 'estates',
  estate: (id: Id) => `estate:${id}`,
  estateFilters: () => 'estate-filters',
  estateCollection: (id: Id) => `estate-collection:${id}`,
  estatePages: () => 'estate-pages',
  rentals: () => 'rentals',
  rental: (id: Id) => `rental:${id}`,
  agreements: () => 'agreements',
  assets: () => 'assets',
  translations: (locale: string) => `translations:${locale}`,
  agenda: (id: Id) => `agenda:${id}`,
  appointment: (id: Id) => `appointment:${id}`,
} as const;
