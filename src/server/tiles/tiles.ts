import 'server-only';
import { config } from '@/config';
import { createTileService } from './tile-service';

/** The site's one tile service, set up from MAP_TILE_* (see tile-service.ts). */
export const siteTiles = createTileService({
  template: config.mapTileUrl,
  userAgent: config.mapTileUserAgent,
  timeoutMs: config.mapTileTimeoutMs,
  maxZoom: config.mapTileMaxZoom,
  cacheBytes: config.mapTileCacheBytes,
});
