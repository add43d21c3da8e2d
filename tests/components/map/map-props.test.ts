import { describe, expect, it, vi } from 'vitest';
import { getEstateMapLabels, getLocationMapLabels, mapTileProps } from '@/components/map/map-props';
import { config } from '@/config';
import { locales } from '@/i18n/locales';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: (typeof locales)[number]; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

describe('getEstateMapLabels', () => {
  it.each(locales)('keeps {count} for the map to fill in (%s)', async (locale) => {
    const labels = await getEstateMapLabels(locale);
    expect(labels.countOne).toContain('{count}');
    expect(labels.countOther).toContain('{count}');
    expect(labels.cluster).toContain('{count}');
    for (const text of Object.values(labels)) expect(text.trim()).not.toBe('');
  });

  it('speaks the visitor’s language', async () => {
    expect((await getEstateMapLabels('fr')).zoomIn).toBe('Zoomer');
    expect((await getEstateMapLabels('de')).countOther).toBe('{count} Immobilien auf der Karte');
  });
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
  it('passes the configured tiles and credit on', () => {
    expect(mapTileProps()).toEqual({ tileUrl: config.mapTileUrl, attribution: config.mapTileAttribution });
  });
});
