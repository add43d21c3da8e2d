import 'server-only';
import { cache } from 'react';
import { getMenus, getSite } from '@/server/content-service';
import { isUpstreamDown } from '@/content-api/upstream-health';
import { getRequestSite, servesSitesByHostname } from '@/server/sites/request-site';

type MenuType = 'main' | 'footer';

/** The menus of the app shell; a failing content service leaves the shell without menus, never broken. */
export const loadMenus = cache(async (type: MenuType) => {
  if (isUpstreamDown()) return [];
  try {
    return await getMenus(type);
  } catch (error) {
    console.error(`Navigation "${type}" could not be loaded`, error);
    return [];
  }
});

/** The site being served: the configured one, or the one of the request's host name. */
export const loadSite = cache(async () => {
  if (isUpstreamDown()) return null;
  try {
    return servesSitesByHostname ? await getRequestSite() : await getSite();
  } catch (error) {
    console.error('Site could not be loaded', error);
    return null;
  }
});
