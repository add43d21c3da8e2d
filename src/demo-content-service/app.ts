import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DEMO_SITE_ID } from './content/site';
import { buildDemoDataset } from './dataset/dataset';
import { errorResponse, notFound } from './errors';
import { agendaRoutes } from './routes/agenda-routes';
import { estateRoutes } from './routes/estate-routes';
import { mediaRoutes } from './routes/media-routes';
import { rentalRoutes } from './routes/rental-routes';
import { siteRoutes } from './routes/site-routes';
import { createBookings } from './state/bookings';

export const DEFAULT_PUBLIC_URL = 'http://localhost:4010';

export interface DemoAppOptions {
  /** Base of the absolute photo and asset URLs in the data (DEMO_PUBLIC_URL). */
  publicUrl?: string;
  /** Clock for the creation time of appointments. */
  now?: () => Date;
}

/**
 * The embedded site content service: the §7 contract served from deterministic demo data. Each app
 * has its own data set and its own writes, so tests never see each other's bookings.
 */
export function createDemoApp(options: DemoAppOptions = {}): Hono {
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const dataset = buildDemoDataset(publicUrl);
  const context = { dataset, bookings: createBookings(dataset, options.now) };
  const app = new Hono();

  app.get('/health', (c) => c.json({ ok: true }));

  // Registered before the site check: 'by-hostname' is not a site id.
  app.get('/sites/by-hostname/:hostname', (c) => {
    const hostname = c.req.param('hostname').toLowerCase().replace(/:\d+$/, '');
    return dataset.site.hostnames.includes(hostname)
      ? c.json(dataset.site)
      : notFound(c, `Site for '${hostname}'`);
  });

  const requireKnownSite = createMiddleware(async (c, next) => {
    const siteId = c.req.param('siteId');
    if (siteId !== DEMO_SITE_ID) return notFound(c, `Site '${siteId}'`);
    await next();
  });
  app.use('/sites/:siteId', requireKnownSite);
  app.use('/sites/:siteId/*', requireKnownSite);

  for (const register of [siteRoutes, estateRoutes, rentalRoutes, agendaRoutes, mediaRoutes])
    register(app, context);

  app.notFound((c) => errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    console.error('[demo-content-service]', error);
    return errorResponse(c, 500, 'internal_error', 'The demo content service failed to answer');
  });
  return app;
}
