import 'server-only';
import { getTranslations } from 'next-intl/server';
import { config } from '@/config';
import type { Locale } from '@/i18n/locales';

/** Where the tiles come from and whom to credit: configuration, passed down to the map as props. */
export function mapTileProps(): { tileUrl: string; attribution: string } {
  return { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution };
}

/** The words of a detail page's location map, ready to spread onto LocationMapLazy. */
export async function getLocationMapLabels(
  locale: Locale,
): Promise<{ label: string; zoomInLabel: string; zoomOutLabel: string }> {
  const t = await getTranslations({ locale, namespace: 'LocationMap' });
  return { label: t('label'), zoomInLabel: t('zoomIn'), zoomOutLabel: t('zoomOut') };
}
