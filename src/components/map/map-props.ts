import 'server-only';
import { getTranslations } from 'next-intl/server';
import { config } from '@/config';
import type { Locale } from '@/i18n/locales';
import { SITE_TILE_URL } from '@/server/tiles/tile-address';

/**
 * Where the tiles come from and whom to credit, passed down to the map as props. The tiles come from the
 * site's own route, which fetches them from MAP_TILE_URL: the tile server never sees a visitor.
 */
export function mapTileProps(): { tileUrl: string; attribution: string } {
  return { tileUrl: SITE_TILE_URL, attribution: config.mapTileAttribution };
}

/** The words of a detail page's location map, ready to spread onto LocationMapLazy. */
export async function getLocationMapLabels(
  locale: Locale,
): Promise<{ label: string; zoomInLabel: string; zoomOutLabel: string }> {
  const t = await getTranslations({ locale, namespace: 'LocationMap' });
  return { label: t('label'), zoomInLabel: t('zoomIn'), zoomOutLabel: t('zoomOut') };
}
