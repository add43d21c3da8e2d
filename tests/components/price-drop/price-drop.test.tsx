// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EstateCard } from '@/components/listing/EstateCard';
import { EstateHeader } from '@/components/estate/EstateHeader';
import { toEstateCardModel } from '@/display/listing/estate-card-model';
import { renderInDutch } from '../../support/intl';
import { estate } from '../../domain/search/estate-fixtures';
import { cardModel } from '../listing/card-fixtures';
vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../listing/navigation-stub')).StubLink }));

const lowered = estate({
  general: { id: 7 },
  price: { value: 350_000 },
  priceHistory: [
    { value: 410_000, until: '2026-02-01' },
    { value: 375_000, until: '2026-05-01' },
  ],
});

describe('the "price lowered" badge on a card', () => {
  it('shows the badge and the price asked now with the earlier one struck through', () => {
    renderInDutch(<EstateCard estate={toEstateCardModel(lowered, 'nl')} />);
    expect(screen.getByText('Prijs verlaagd')).toBeInTheDocument();
    const earlier = screen.getByText('€ 375.000');
    expect(earlier.tagName).toBe('DEL');
    expect(earlier.parentElement).toHaveTextContent('€ 350.000€ 375.000');
  });

  it('tells a screen reader in one sentence from which price to which it was lowered', () => {
    renderInDutch(<EstateCard estate={toEstateCardModel(lowered, 'nl')} />);
    expect(screen.getByText('Prijs verlaagd van € 375.000 naar € 350.000')).toHaveClass('visually-hidden');
    // The two amounts on screen are not read out a second time.
    expect(screen.getByText('€ 375.000').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('words the earlier rent like the rent', () => {
    const rent = estate({
      general: { id: 8, status: 'TO_RENT', transaction: { id: 2, name: { nl: 'Te huur' } } },
      price: { value: 950, period: 'MONTH' },
      priceHistory: [{ value: 1_000, until: '2026-05-01' }],
    });
    renderInDutch(<EstateCard estate={toEstateCardModel(rent, 'nl')} />);
    expect(screen.getByText('€ 1.000 per maand').tagName).toBe('DEL');
  });

  it('shows nothing of the kind for a price that was raised, or a card without history', () => {
    const raised = estate({
      price: { value: 350_000 },
      priceHistory: [{ value: 330_000, until: '2026-05-01' }],
    });
    renderInDutch(<EstateCard estate={toEstateCardModel(raised, 'nl')} />);
    renderInDutch(<EstateCard estate={cardModel()} />);
    expect(screen.queryByText('Prijs verlaagd')).not.toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
  });
});

describe('the "price lowered" badge on a detail page', () => {
  it('shows the badge and the earlier price struck through in the header', () => {
    renderInDutch(
      <EstateHeader
        title="Villa"
        subtitle="Villa · Te koop"
        address="9000 Gent"
        price="€ 350.000"
        previousPrice="€ 375.000"
        badge="for-sale"
        badgeLabel="Te koop"
        sticker={null}
        reference={null}
        facts={[]}
        factsLabel="Kenmerken"
        locale="nl"
        favorite={null}
      />,
    );
    expect(screen.getByText('Prijs verlaagd')).toBeInTheDocument();
    expect(screen.getByTestId('estate-price')).toHaveTextContent(
      'Prijs verlaagd van € 375.000 naar € 350.000',
    );
    expect(screen.getByText('€ 375.000').tagName).toBe('DEL');
  });
});
