// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DetailTabs } from '@/components/estate/DetailTabs';

const tabs = [
  { id: 'general', label: 'Algemeen', panel: <p>Bouwjaar 1998</p> },
  { id: 'financial', label: 'Prijs', panel: <p>€ 395.000</p> },
  { id: 'epc', label: 'Energie', panel: <p>Energielabel B</p> },
];

function renderTabs() {
  render(<DetailTabs label="Kenmerken van het pand" tabs={tabs} />);
  return {
    tab: (name: string) => screen.getByRole('tab', { name }),
    visiblePanel: () => screen.getByRole('tabpanel'),
  };
}

// jsdom lays nothing out and has no scrollIntoView: each call is recorded with its element instead.
const scrolledIntoView = vi.fn();
beforeEach(() => {
  scrolledIntoView.mockClear();
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolledIntoView(this, options);
  };
});

describe('DetailTabs', () => {
  it('opens the first tab on load and keeps the other panels hidden', () => {
    const { tab, visiblePanel } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Kenmerken van het pand' })).toBeInTheDocument();
    expect(tab('Algemeen')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Prijs')).toHaveAttribute('aria-selected', 'false');
    expect(visiblePanel()).toHaveTextContent('Bouwjaar 1998');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });

  it('links each panel to its tab', () => {
    const { tab, visiblePanel } = renderTabs();
    expect(visiblePanel()).toHaveAttribute('aria-labelledby', tab('Algemeen').id);
    expect(tab('Algemeen')).toHaveAttribute('aria-controls', visiblePanel().id);
  });

  it('switches on click', () => {
    const { tab, visiblePanel } = renderTabs();
    fireEvent.click(tab('Energie'));
    expect(tab('Energie')).toHaveAttribute('aria-selected', 'true');
    expect(visiblePanel()).toHaveTextContent('Energielabel B');
  });

  it('moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
    const { tab, visiblePanel } = renderTabs();
    fireEvent.keyDown(tab('Algemeen'), { key: 'ArrowRight' });
    expect(tab('Prijs')).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('€ 395.000');
    fireEvent.keyDown(tab('Prijs'), { key: 'End' });
    expect(tab('Energie')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Energie'), { key: 'ArrowRight' });
    expect(tab('Algemeen')).toHaveFocus();
    fireEvent.keyDown(tab('Algemeen'), { key: 'ArrowLeft' });
    expect(tab('Energie')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Energie'), { key: 'Home' });
    expect(tab('Algemeen')).toHaveAttribute('aria-selected', 'true');
  });

  it('brings the chosen tab wholly into view in a row that scrolls, by key or by click', () => {
    const { tab } = renderTabs();
    fireEvent.keyDown(tab('Algemeen'), { key: 'End' });
    expect(scrolledIntoView).toHaveBeenLastCalledWith(tab('Energie'), {
      block: 'nearest',
      inline: 'nearest',
    });
    fireEvent.click(tab('Prijs'));
    expect(scrolledIntoView).toHaveBeenLastCalledWith(tab('Prijs'), { block: 'nearest', inline: 'nearest' });
  });

  it('keeps only the selected tab in the tab order', () => {
    const { tab } = renderTabs();
    expect(tab('Algemeen')).toHaveAttribute('tabindex', '0');
    expect(tab('Prijs')).toHaveAttribute('tabindex', '-1');
  });
});
