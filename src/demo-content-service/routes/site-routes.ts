import { demoAssets } from '../content/assets';
import { entityList } from '../content/entities';
import { buildAgreements } from '../content/agreements';
import { estateCollections } from '../content/estate-collections';
import { findEstatePage } from '../content/estate-pages';
import { buildTranslations } from '../content/translations';
import { isDemoLocale, localeFromHeader } from '../localized';
import { notFound } from '../errors';
import type { RouteModule } from './context';

const longCache = 'public, max-age=31536000, immutable';

/** The site, its menus, CMS pages, entities and the other small reference calls of §7. */
export const siteRoutes: RouteModule = (app, { dataset }) => {
  app.get('/sites/:siteId', (c) => c.json(dataset.site));

  app.get('/sites/:siteId/navigation/:type', (c) => {
    const type = c.req.param('type');
    if (type !== 'main' && type !== 'footer') return notFound(c, `Menu type '${type}'`);
    return c.json(dataset.menus.filter((menu) => menu.type === type));
  });

  app.get('/sites/:siteId/navigation/:type/:id', (c) => {
    const { type, id } = c.req.param();
    const menu = dataset.menus.find((candidate) => candidate.type === type && String(candidate.id) === id);
    return menu ? c.json(menu) : notFound(c, `Menu '${type}/${id}'`);
  });

  const pageSummaries = () =>
    dataset.pages.map(({ id, url, title, template }) => ({ id, url, title, template }));
  app.get('/sites/:siteId/pages', (c) => c.json(pageSummaries()));
  app.get('/sites/:siteId/pages/', (c) => c.json(pageSummaries()));

  // The URL arrives encoded ('%2Fte-koop'); a client that forgets to encode it is served as well.
  app.get('/sites/:siteId/pages/by-url/*', (c) => {
    const encoded = c.req.path.slice(c.req.path.indexOf('/by-url/') + '/by-url/'.length);
    let url: string;
    try {
      url = decodeURIComponent(encoded);
    } catch {
      return notFound(c, 'Page');
    }
    const wanted = url === '' ? '/' : (url.startsWith('/') ? url : `/${url}`).replace(/(.)\/+$/, '$1');
    const locale = localeFromHeader(c.req.header('accept-language'));
    const page = dataset.pages.find((candidate) => candidate.url[locale] === wanted);
    return page ? c.json(page) : notFound(c, `Page '${wanted}' (${locale})`);
  });

  app.get('/sites/:siteId/pages/:id', (c) => {
    const page = dataset.pages.find((candidate) => String(candidate.id) === c.req.param('id'));
    return page ? c.json(page) : notFound(c, 'Page');
  });

  app.get('/sites/:siteId/entities', (c) => c.json(entityList));
  app.get('/sites/:siteId/entities/:name/items', (c) => {
    const items = dataset.entityItems[c.req.param('name')];
    return items ? c.json(items) : notFound(c, `Entity '${c.req.param('name')}'`);
  });

  // An unknown or missing locale gets the default language, Dutch.
  app.get('/sites/:siteId/agreements', (c) => {
    const locale = c.req.query('locale');
    return c.json(buildAgreements(isDemoLocale(locale) ? locale : 'nl'));
  });

  app.get('/translations/:locale', (c) => {
    const locale = c.req.param('locale');
    return isDemoLocale(locale)
      ? c.json(buildTranslations(locale))
      : notFound(c, `Translations for '${locale}'`);
  });

  app.get('/sites/:siteId/estate-collections/:id', (c) => {
    const collection = estateCollections.find((candidate) => String(candidate.id) === c.req.param('id'));
    return collection ? c.json(collection) : notFound(c, 'Estate collection');
  });

  app.get('/sites/:siteId/estate-pages/:transaction/:city', (c) => {
    const page = findEstatePage(c.req.param('transaction'), c.req.param('city'));
    return page ? c.json(page) : notFound(c, 'Estate page');
  });

  app.get('/sites/:siteId/assets/:name', (c) => {
    const asset = demoAssets.find((candidate) => candidate.name === c.req.param('name'));
    if (!asset) return notFound(c, 'Asset');
    return c.body(asset.body, 200, { 'content-type': asset.contentType, 'cache-control': longCache });
  });
};
