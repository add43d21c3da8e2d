// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useMessages, useTranslations } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { IslandMessages } from '@/i18n/IslandMessages';

// The request's messages as i18n/request.ts gives them: bundled texts with the site's rewordings laid over.
vi.mock('next-intl/server', () => ({
  getMessages: async () => ({
    FavoriteButton: { add: 'Hou dit pand bij', remove: 'Verwijderen uit favorieten' },
    FavoritesPage: { title: 'Mijn favorieten' },
    EstateCard: { noPhoto: 'Nog geen foto' },
  }),
}));

function Heart() {
  const t = useTranslations('FavoriteButton');
  return <button type="button">{t('add')}</button>;
}

function Namespaces() {
  return <p>{Object.keys(useMessages()).sort().join(', ')}</p>;
}

describe('IslandMessages', () => {
  it('gives client leaves the request texts of the namespaces it names, rewordings included', async () => {
    const island = await IslandMessages({
      namespaces: ['FavoriteButton'],
      children: (
        <>
          <Heart />
          <Namespaces />
        </>
      ),
    });
    render(
      <NextIntlClientProvider locale="nl" messages={{ LanguageSwitcher: { label: 'Taal' } }}>
        {island}
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Hou dit pand bij' })).toBeInTheDocument();
    // Only what the island named travels, next to what the layout already gave every page.
    expect(screen.getByText('FavoriteButton, LanguageSwitcher')).toBeInTheDocument();
  });
});
