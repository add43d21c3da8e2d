import { Hono, type Context } from 'hono';
import { DEMO_SITE_ID } from './content/site';
import { buildCoastDataset, buildDemoDataset, type DemoDataset } from './dataset/dataset';
import { errorResponse, notFound } from './errors';
import { createPhotoRenderer } from './images/photo-renderer';
import type { DemoContext } from './routes/context';
import { agendaRoutes } from './routes/agenda-routes';
import { estateRoutes } from './routes/estate-routes';
import { mediaRoutes } from './routes/media-routes';
import { rentalRoutes } from './routes/rental-routes';
import { siteRoutes } from './routes/site-routes';
import { announceEstateChange, type RevalidationTarget } from './revalidation';
import { createBookings } from './state/bookings';
import { changeEstatePrice } from './state/price-changes';

export const DEFAULT_PUBLIC_URL = 'http://localhost:4010';

export interface DemoAppOptions {
  /** Base of the absolute photo and asset URLs in the data (DEMO_PUBLIC_URL). */
  publicUrl?: string;
  /** Clock for the creation time of appointments. */
  now?: () => Date;
  /** The site's revalidation webhook, called when a price is changed through the demo route. */
  revalidation?: RevalidationTarget | null;
  /** Where rendered photos are kept between starts (DEMO_PHOTO_CACHE_DIR); a temporary folder by default. */
  photoCacheDir?: string;
}

function failed(error: Error, c: Context) {
  console.error('[demo-content-service]', error);
  return errorResponse(c, 500, 'internal_error', 'The demo content service failed to answer');
}

/** Every route of the §7 contract, answered from one site's data and writes. */
function createSiteApp(context: DemoContext): Hono {
  const app = new Hono();
  for (const register of [siteRoutes, estateRoutes, rentalRoutes, agendaRoutes, mediaRoutes])
    register(app, context);
  app.notFound((c) => errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));
  app.onError(failed);
  return app;
}

/**
 * The embedded site content service: the §7 contract served from deterministic demo data, for two
 * sites (`demo`, and `kust` on the host names `kust.localhost` and `kust.vitrine.be`). Each app has
 * its own data sets and its own writes, so tests never see each other's bookings.
 */
export function createDemoApp(options: DemoAppOptions = {}): Hono {
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const main = buildDemoDataset(publicUrl);
  const datasets: DemoDataset[] = [main, buildCoastDataset(main, publicUrl)];
  const photos = createPhotoRenderer(options.photoCacheDir);
  const siteApps = new Map(
    datasets.map((dataset) => [
      dataset.site.id,
      createSiteApp({ dataset, bookings: createBookings(dataset, options.now), photos }),
    ]),
  );
  const mainApp = siteApps.get(DEMO_SITE_ID)!;
  const app = new Hono();

  app.get('/health', (c) => c.json({ ok: true }));

  // Not part of the contract: an agent's edit in the CRM, so one can watch the site follow at once.
  app.post('/demo/estates/:id/price', async (c) => {
    const id = Number(c.req.param('id'));
    const body = (await c.req.json().catch(() => null)) as { price?: unknown } | null;
    const price = Number(body?.price);
    if (!Number.isInteger(id) || !Number.isFinite(price) || price <= 0) {
      return errorResponse(c, 400, 'invalid_input', 'Give a positive "price" for a numeric estate id');
    }
    const sites = changeEstatePrice(datasets, id, price);
    if (sites.length === 0) return notFound(c, `Estate ${id}`);
    const revalidation = options.revalidation
      ? await announceEstateChange(options.revalidation, sites, id)
      : [];
    return c.json({ id, price, sites, revalidation });
  });

  // Registered before the site routes: 'by-hostname' is not a site id.
  app.get('/sites/by-hostname/:hostname', (c) => {
    const hostname = c.req.param('hostname').toLowerCase().replace(/:\d+$/, '');
    const dataset = datasets.find((candidate) => candidate.site.hostnames.includes(hostname));
    return dataset ? c.json(dataset.site) : notFound(c, `Site for '${hostname}'`);
  });

  const toSite = (c: Context) => {
    const siteId = c.req.param('siteId') ?? '';
    const siteApp = siteApps.get(siteId);
    return siteApp ? siteApp.fetch(c.req.raw) : notFound(c, `Site '${siteId}'`);
  };
  app.all('/sites/:siteId', toSite);
  app.all('/sites/:siteId/*', toSite);
  // Translations and the drawn photos belong to no site.
  app.all('*', (c) => mainApp.fetch(c.req.raw));

  app.onError(failed);
  return app;
}
