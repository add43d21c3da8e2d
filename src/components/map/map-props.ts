import 'server-only';
import { getTranslations } from 'next-intl/server';
import { config } from '@/config';
import type { Locale } from '@/i18n/locales';
import type { EstateMapLabels } from './types';

/** Where the tiles come from and whom to credit: configuration, passed down to the map as props. */
export function mapTileProps(): { tileUrl: string; attribution: string } {
  return { tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution };
}

/** The listing map's words; the ones with `{count}` stay raw, the map fills in the number itself. */
export async function getEstateMapLabels(locale: Locale): Promise<EstateMapLabels> {
  const t = await getTranslations({ locale, namespace: 'EstateMap' });
  return {
    region: t('region'),
    countOne: t.raw('countOne') as string,
    countOther: t.raw('countOther') as string,
    empty: t('empty'),
    loading: t('loading'),
    loadError: t('loadError'),
    priceOnRequest: t('priceOnRequest'),
    cluster: t.raw('cluster') as string,
    closePopup: t('closePopup'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
  };
}

/** The words of a detail page's location map, ready to spread onto LocationMapLazy. */
export async function getLocationMapLabels(
  locale: Locale,
): Promise<{ label: string; zoomInLabel: string; zoomOutLabel: string }> {
  const t = await getTranslations({ locale, namespace: 'LocationMap' });
  return { label: t('label'), zoomInLabel: t('zoomIn'), zoomOutLabel: t('zoomOut') };
}
