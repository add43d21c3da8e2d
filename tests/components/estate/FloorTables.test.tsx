// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FloorTables } from '@/components/estate/FloorTables';
import type { FloorRows } from '@/display/estate/floor-rows';
import { estateLabels } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

const room = { count: 1, surface: '', comment: null, common: false };
const floors: FloorRows[] = [-2, -1, 0, 1, 2, 3].map((level) => ({
  level,
  rooms: [{ ...room, key: `1-${level}`, label: 'Slaapkamer', count: 2, surface: '28 m²' }],
}));

async function captions(locale: Locale): Promise<string[]> {
  const { unmount } = render(await FloorTables({ floors, locale, fieldLabels: estateLabels(locale) }));
  const names = screen
    .getAllByRole('table')
    .map((table) => table.querySelector('caption')?.textContent ?? '');
  unmount();
  return names;
}

describe('FloorTables', () => {
  it('names every level in the page’s language', async () => {
    expect(await captions('nl')).toEqual([
      'Kelderverdieping -2',
      'Kelderverdieping',
      'Gelijkvloers',
      '1e verdieping',
      '2e verdieping',
      '3e verdieping',
    ]);
    expect(await captions('fr')).toEqual([
      'Sous-sol -2',
      'Sous-sol',
      'Rez-de-chaussée',
      '1er étage',
      '2e étage',
      '3e étage',
    ]);
    expect(await captions('en')).toEqual([
      'Basement level 2',
      'Basement',
      'Ground floor',
      '1st floor',
      '2nd floor',
      '3rd floor',
    ]);
    expect(await captions('de')).toEqual([
      '2. Untergeschoss',
      'Untergeschoss',
      'Erdgeschoss',
      '1. Obergeschoss',
      '2. Obergeschoss',
      '3. Obergeschoss',
    ]);
  });

  it('gives each room its count and surface under labelled columns', async () => {
    render(await FloorTables({ floors: floors.slice(2, 3), locale: 'nl', fieldLabels: estateLabels('nl') }));
    const table = screen.getByRole('table', { name: 'Gelijkvloers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ruimte', 'Aantal', 'Oppervlakte']);
    expect(within(table).getByRole('row', { name: /Slaapkamer/ }).textContent).toBe('Slaapkamer228 m²');
  });

  it('renders nothing without floors', async () => {
    expect(await FloorTables({ floors: [], locale: 'nl', fieldLabels: estateLabels('nl') })).toBeNull();
  });
});
