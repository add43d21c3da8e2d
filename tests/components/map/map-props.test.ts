import { describe, expect, it, vi } from 'vitest';
import { getLocationMapLabels, mapTileProps } from '@/components/map/map-props';
import { config } from '@/config';
import type { locales } from '@/i18n/locales';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: (typeof locales)[number]; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

describe('getLocationMapLabels', () => {
  it('names the map and its zoom buttons', async () => {
    expect(await getLocationMapLabels('nl')).toEqual({
      label: 'Ligging op de kaart',
      zoomInLabel: 'Inzoomen',
      zoomOutLabel: 'Uitzoomen',
    });
  });
});

describe('mapTileProps', () => {
  it("points the maps at the site's own tile route, never at the tile server, with the configured credit", () => {
    expect(mapTileProps()).toEqual({
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      attribution: config.mapTileAttribution,
    });
    expect(mapTileProps().tileUrl).not.toContain(new URL(config.mapTileUrl).host);
  });
});
