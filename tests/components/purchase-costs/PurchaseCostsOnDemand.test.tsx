// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchaseCostsOnDemand } from '@/components/purchase-costs/PurchaseCostsOnDemand';
import type { CalculatorInputs } from '@/domain/purchase-costs/calculator-inputs';
import { renderInDutch } from '../../support/intl';
import { stubIntersectionObserver } from '../../support/intersection-observer';

const estateInputs: CalculatorInputs = {
  price: 300_000,
  region: 'flanders',
  ownHome: true,
  regime: 'duties',
  vatRate: 21,
  landPrice: 0,
  loan: 240_000,
  rate: 3,
  years: 25,
};

let viewport: ReturnType<typeof stubIntersectionObserver>;

beforeEach(() => {
  viewport = stubIntersectionObserver();
  window.history.replaceState(null, '', '/nl/aanbod/1/huis');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const renderPlace = () =>
  renderInDutch(<PurchaseCostsOnDemand estateInputs={estateInputs} anchor="purchase-costs" />);
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('PurchaseCostsOnDemand', () => {
  it('offers a button and loads no calculator while the visitor is elsewhere on the page', async () => {
    renderPlace();
    await pause();
    expect(screen.getByRole('button', { name: 'Kosten berekenen' })).toBeEnabled();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loads the calculator once the visitor comes near it', async () => {
    renderPlace();
    viewport.bringIntoView();
    expect(await screen.findByRole('table', { name: 'Uw kosten' }, { timeout: 5000 })).toBeVisible();
  });

  it('moves the focus into the calculator opened from the keyboard', async () => {
    renderPlace();
    fireEvent.focus(screen.getByRole('button', { name: 'Kosten berekenen' }));
    const price = await screen.findByRole('textbox', { name: 'Prijs' }, { timeout: 5000 });
    expect(price).toHaveFocus();
  });

  it('opens at once on a shared calculation link', async () => {
    window.history.replaceState(null, '', '/nl/aanbod/1/huis?cost-price=200000');
    renderPlace();
    expect(await screen.findByRole('textbox', { name: 'Prijs' }, { timeout: 5000 })).toHaveValue('200000');
  });
});
