// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PurchaseCostCalculator } from '@/components/purchase-costs/PurchaseCostCalculator';
import type { CalculatorInputs } from '@/domain/purchase-costs/calculator-inputs';
import { renderInDutch } from '../../support/intl';

const flemishHome: CalculatorInputs = {
  price: 300_000,
  region: 'flanders',
  ownHome: true,
  regime: 'duties',
  vatRate: 21,
  landPrice: 0,
  loan: 0,
  rate: 3,
  years: 25,
};

function amountOf(rowName: RegExp): string {
  const row = screen.getByRole('row', { name: rowName });
  return within(row).getByRole('cell').textContent ?? '';
}

function renderCalculator(inputs: CalculatorInputs = flemishHome) {
  return renderInDutch(<PurchaseCostCalculator estateInputs={inputs} anchor="purchase-costs" />);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/nl/aanbod/1/huis');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('PurchaseCostCalculator', () => {
  it('starts from the estate’s price and region: 2 % duties on a Flemish own home', () => {
    renderCalculator();
    expect(amountOf(/^Registratierechten \(2 %\)/)).toBe('€ 6.000,00');
    expect(screen.getByRole('combobox', { name: 'Gewest' })).toHaveValue('flanders');
  });

  it('recalculates when the visitor changes the region and the own-home answer', () => {
    renderCalculator();
    fireEvent.change(screen.getByRole('combobox', { name: 'Gewest' }), { target: { value: 'brussels' } });
    expect(amountOf(/^Registratierechten \(12,5 %, eerste € 200\.000 vrijgesteld\)/)).toBe('€ 12.500,00');
    fireEvent.click(screen.getByRole('checkbox', { name: /enige woning/ }));
    expect(amountOf(/^Registratierechten \(12,5 %\)/)).toBe('€ 37.500,00');
  });

  it('writes the inputs into the address, so the page’s link reproduces the result', () => {
    renderCalculator();
    fireEvent.change(screen.getByRole('textbox', { name: 'Prijs' }), { target: { value: '250.000' } });
    const query = new URLSearchParams(window.location.search);
    expect(query.get('cost-price')).toBe('250000');
    expect(window.location.hash).toBe('#purchase-costs');
    expect(screen.getByRole('link', { name: 'Link naar deze berekening' })).toHaveAttribute(
      'href',
      window.location.href,
    );
  });

  it('takes its inputs from a shared link over the estate’s own', () => {
    window.history.replaceState(null, '', '/nl/aanbod/1/huis?cost-price=400000&cost-region=wallonia');
    renderCalculator();
    expect(amountOf(/^Registratierechten \(3 %\)/)).toBe('€ 12.000,00');
  });

  it('shows VAT instead of duties for a new build, and the monthly payment of a loan', () => {
    renderCalculator({
      ...flemishHome,
      regime: 'vat',
      price: 260_000,
      vatRate: 6,
      loan: 160_000,
      rate: 4.5,
      years: 30,
    });
    expect(amountOf(/^Btw \(6 %\)/)).toBe('€ 15.600,00');
    expect(screen.queryByRole('row', { name: /^Registratierechten/ })).toBeNull();
    expect(amountOf(/^Maandelijkse aflossing/)).toBe('€ 802,14 per maand gedurende 30 jaar');
  });

  it('marks a typed value that is no number and keeps the last result', () => {
    renderCalculator();
    const price = screen.getByRole('textbox', { name: 'Prijs' });
    fireEvent.change(price, { target: { value: 'veel' } });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Vul een getal tussen 0 en 100.000.000 in.');
    expect(amountOf(/^Registratierechten/)).toBe('€ 6.000,00');
  });
});
