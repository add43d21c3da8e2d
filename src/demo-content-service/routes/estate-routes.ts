import { estateFiltersBodySchema, estateSearchBodySchema, type EstateGroup } from '@/content-api/schemas';
import { contactInfoFor } from '../dataset/contact-info';
import { notFound, parseId, readJsonBody } from '../errors';
import { estateFilterOptions } from '../search/estate-filters';
import { searchEstates } from '../search/estate-search';
import type { Context } from 'hono';
import type { RouteModule } from './context';

/** The header of a back-office client (spec §7): it sees estates that are not published yet. */
const isBackofficeClient = (c: Context) => c.req.header('x-backoffice-client') === 'true';

/** Estate search, filter options, detail (three ways in) and contact information. */
export const estateRoutes: RouteModule = (app, { dataset }) => {
  const unpublished = [...dataset.unpublishedEstateById.values()];
  const estatesFor = (c: Context) =>
    isBackofficeClient(c) ? [...dataset.estates, ...unpublished] : dataset.estates;

  const findGroupFor = (c: Context, id: string | undefined): EstateGroup | undefined => {
    const numeric = parseId(id);
    if (numeric === undefined) return undefined;
    const published = dataset.estateById.get(numeric);
    return published ?? (isBackofficeClient(c) ? dataset.unpublishedEstateById.get(numeric) : undefined);
  };

  app.post('/sites/:siteId/estates', async (c) => {
    const body = await readJsonBody(c, estateSearchBodySchema);
    return body.ok ? c.json(searchEstates(estatesFor(c), body.data)) : body.response;
  });

  app.post('/sites/:siteId/estate-filters', async (c) => {
    const body = await readJsonBody(c, estateFiltersBodySchema);
    return body.ok ? c.json(estateFilterOptions(dataset.estates, body.data.query)) : body.response;
  });

  for (const path of ['/sites/:siteId/estates/group/:id', '/sites/:siteId/estates/v2/:id']) {
    app.get(path, (c) => {
      const group = findGroupFor(c, c.req.param('id'));
      return group ? c.json(group) : notFound(c, 'Estate');
    });
  }

  // The external source only knows records that carry a guid; they are found by guid or by id.
  app.get('/sites/:siteId/estates/skarabee/:id', (c) => {
    const id = c.req.param('id');
    const group =
      findGroupFor(c, id) ?? dataset.estates.find((candidate) => candidate.children[0]?.general.guid === id);
    return group?.children[0]?.general.guid ? c.json(group) : notFound(c, 'External estate');
  });

  app.get('/sites/:siteId/estates/:id/contact-info', (c) => {
    const group = findGroupFor(c, c.req.param('id'));
    if (!group) return notFound(c, 'Estate');
    const info = contactInfoFor(group);
    return info ? c.json(info) : c.body(null, 204);
  });
};
