// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { photoLoadingAt } from '@/components/cards/ListingCard';
import { EstateCard } from '@/components/listing/EstateCard';
import { renderInDutch } from '../../support/intl';
import { cardModel } from './card-fixtures';
vi.mock('@/i18n/navigation', async () => ({ Link: (await import('./navigation-stub')).StubLink }));

describe('EstateCard', () => {
  it('names the estate in a heading that links to its detail page', () => {
    renderInDutch(<EstateCard estate={cardModel({ id: 7 })} />);
    const link = within(screen.getByRole('heading', { level: 3 })).getByRole('link', {
      name: 'Villa 7 in Gent',
    });
    expect(link).toHaveAttribute('href', '/offer/7/villa-7');
  });

  it("marks a title in another language than the page's with that language", () => {
    renderInDutch(<EstateCard estate={cardModel({ id: 7, title: 'Villa à Gand', titleLang: 'fr' })} />);
    expect(screen.getByRole('link', { name: 'Villa à Gand' })).toHaveAttribute('lang', 'fr');
  });

  it('shows "price on request" and no price per m² when the price is unknown', () => {
    renderInDutch(<EstateCard estate={cardModel({ price: null })} />);
    expect(screen.getByText('Prijs op aanvraag')).toBeInTheDocument();
    expect(screen.queryByText('€ 2.333 /m²')).not.toBeInTheDocument();
  });

  it('shows the price with its price per m²', () => {
    renderInDutch(<EstateCard estate={cardModel()} />);
    expect(screen.getByText('€ 350.000')).toBeInTheDocument();
    expect(screen.getByText('€ 2.333 /m²')).toBeInTheDocument();
  });

  it.each([
    ['for-sale', 'Te koop'],
    ['for-rent', 'Te huur'],
    ['take-over', 'Over te nemen'],
    ['sold', 'Verkocht'],
    ['rented', 'Verhuurd'],
    ['taken-over', 'Overgenomen'],
  ] as const)('puts the %s badge on the photo', (badge, text) => {
    renderInDutch(<EstateCard estate={cardModel({ badge })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('paints a sticker in the colours the agency chose', () => {
    const sticker = { text: 'Exclusief', color: '#1d2a44', textColor: '#ffcc00' };
    renderInDutch(<EstateCard estate={cardModel({ sticker })} />);
    expect(screen.getByText('Exclusief')).toHaveStyle({ backgroundColor: '#1d2a44', color: '#ffcc00' });
  });

  it('leaves the site’s own sticker style when the agency’s colours were ignored', () => {
    const sticker = { text: 'Nieuw', color: null, textColor: null };
    renderInDutch(<EstateCard estate={cardModel({ sticker })} />);
    expect(screen.getByText('Nieuw')).not.toHaveAttribute('style');
  });

  it('keeps the agency’s text colour on the site’s light sticker when only the white was ignored', () => {
    const sticker = { text: 'Prijs gewijzigd', color: null, textColor: '#b4532a' };
    renderInDutch(<EstateCard estate={cardModel({ sticker })} />);
    expect(screen.getByText('Prijs gewijzigd')).toHaveStyle({ backgroundColor: '#ffffff', color: '#b4532a' });
  });

  it('writes white on a dark sticker whose black text was ignored, so it stays readable', () => {
    const sticker = { text: 'Exclusief', color: '#1d2a44', textColor: null };
    renderInDutch(<EstateCard estate={cardModel({ sticker })} />);
    expect(screen.getByText('Exclusief')).toHaveStyle({ backgroundColor: '#1d2a44', color: '#ffffff' });
  });

  it('loads the photo lazily, at a known size, unless it leads the page', () => {
    const { rerender } = renderInDutch(<EstateCard estate={cardModel()} />);
    const photo = screen.getByRole('img', { name: 'Villa 1 in Gent, Gent' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '360');
    expect(photo).toHaveAttribute('fetchpriority', 'auto');
    rerender(<EstateCard estate={cardModel()} photoLoading="high" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives only the first card of a page high priority, the others load lazily', () => {
    expect([0, 1, 2, 3].map((index) => photoLoadingAt(index, true))).toEqual([
      'high',
      'lazy',
      'lazy',
      'lazy',
    ]);
    // A grid further down the page (a later section) hurries nothing.
    expect(photoLoadingAt(0, false)).toBe('lazy');
  });

  it('says so when there is no photo', () => {
    renderInDutch(<EstateCard estate={cardModel({ imageUrl: null })} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Nog geen foto')).toBeInTheDocument();
  });

  it('labels each fact for screen readers and leaves unknown ones out', () => {
    renderInDutch(<EstateCard estate={cardModel({ plotArea: null, energyLabel: 'B_A' })} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Slaapkamers', 'Bewoonbare oppervlakte', 'EPC-label']);
    expect(screen.getByText('B/A')).toBeInTheDocument();
  });

  it('holds the favorite button it is given', () => {
    renderInDutch(
      <EstateCard
        estate={cardModel()}

        favorite={<button type="button">Bewaren</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Bewaren' })).toBeInTheDocument();
  });
});
