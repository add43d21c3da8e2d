// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityItem } from '@/content-api/schemas';
import { EntityListContent } from '@/components/entities/EntityListContent';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { renderServerTree } from '../../support/server-tree';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

// Leaflet stays out of jsdom: the stand-in shows which place the map would show.
vi.mock('@/components/map/LocationMapLazy', () => ({
  LocationMapLazy: ({ lat, lon, label }: { lat: number | null; lon: number | null; label: string }) =>
    lat === null || lon === null ? null : <div role="region" aria-label={label} data-lat={lat} />,
}));

const tiles = { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', attribution: '© test' };

async function show(entity: string, items: EntityItem[]) {
  return renderServerTree(<EntityListContent entity={entity} items={items} locale="fr" tiles={tiles} />, {
    locale: 'fr',
    messages: await loadMessages('fr'),
  });
}

describe('EntityListContent', () => {
  it('shows the team with portraits, roles in the visitor’s language and contact links', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await show('team', [
      {
        id: 1,
        fields: {
          name: 'Sofie Claes',
          role: { nl: 'Zaakvoerder', fr: 'Gérante' },
          photo: 'https://content.test/media/team/1.svg',
          phone: '+32 9 224 18 30',
          email: 'sofie@vitrine.test',
        },
      },
      { id: 2, fields: { role: { fr: 'Sans nom' } } },
    ]);
    const card = screen.getByRole('heading', { name: 'Sofie Claes' }).closest('li')!;
    expect(within(card).getByRole('img', { name: 'Sofie Claes' }).getAttribute('src')).toContain(
      '/team/1.svg',
    );
    expect(within(card).getByText('Gérante')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+32 9 224 18 30' }).getAttribute('href')).toBe(
      'tel:+3292241830',
    );
    expect(within(card).getByRole('link', { name: 'sofie@vitrine.test' }).getAttribute('href')).toBe(
      'mailto:sofie@vitrine.test',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows each office with its address, opening hours and a map only where it has coordinates', async () => {
    await show('offices', [
      {
        id: 1,
        fields: {
          name: 'Vitrine Gand',
          street: 'Korenmarkt 12',
          zip: '9000',
          city: { nl: 'Gent', fr: 'Gand' },
          phone: '+32 9 224 18 30',
          openingHours: { nl: 'Ma–vr 9–18 u', fr: 'Lu–ve 9 h–18 h' },
          lat: 51.05,
          lon: 3.72,
        },
      },
      { id: 2, fields: { name: 'Vitrine Namur', street: "Rue de l'Ange 34", lat: null, lon: null } },
    ]);
    expect(screen.getByText('9000 Gand')).toBeTruthy();
    expect(screen.getByText('Lu–ve 9 h–18 h')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vitrine Gand sur la carte' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Vitrine Namur sur la carte' })).toBeNull();
  });

  it('shows testimonials as quotations with their author', async () => {
    await show('testimonials', [
      { id: 1, fields: { author: 'Julien M.', text: { nl: 'Vlot', fr: 'Sans souci' } } },
    ]);
    expect(screen.getByText('Sans souci').closest('blockquote')).toBeTruthy();
    expect(screen.getByText('Julien M.').tagName).toBe('FIGCAPTION');
  });

  it('shows any other entity as a plain list of its texts, links left out', async () => {
    await show('partners', [
      { id: 1, fields: { title: { fr: 'Notaire Dupont' }, city: 'Liège', site: 'https://dupont.test' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Notaire Dupont' })).toBeTruthy();
    expect(screen.getByText('Liège')).toBeTruthy();
    expect(screen.queryByText('https://dupont.test')).toBeNull();
  });
});
