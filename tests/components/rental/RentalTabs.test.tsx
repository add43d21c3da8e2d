// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DetailTabs } from '@/components/estate/DetailTabs';

const tabs = [
  { id: 'description', label: 'Beschrijving', panel: <p>Zicht op zee</p> },
  { id: 'facts', label: 'Kenmerken', panel: <p>2 slaapkamers</p> },
  { id: 'availability', label: 'Beschikbaarheid', panel: <p>Juli 2026</p> },
];

// jsdom has no scrollIntoView, which the tabs call to bring a chosen tab into view.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('rental detail tabs (the shared DetailTabs)', () => {
  it('has the first tab active on load, its panel shown and the others hidden but present', () => {
    render(<DetailTabs label="Over deze woning" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Over deze woning' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Beschrijving');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Zicht op zee');
    expect(screen.getByText('2 slaapkamers', { selector: 'p' })).not.toBeVisible();
  });

  it('shows the panel of a clicked tab', () => {
    render(<DetailTabs label="Over deze woning" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Kenmerken' }));
    expect(screen.getByRole('tab', { name: 'Kenmerken' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2 slaapkamers');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', () => {
    render(<DetailTabs label="Over deze woning" tabs={tabs} />);
    const first = screen.getByRole('tab', { name: 'Beschrijving' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Beschikbaarheid' })).toHaveFocus();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Beschikbaarheid');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Beschrijving');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Kenmerken');
  });

  it('keeps only the active tab in the tab order', () => {
    render(<DetailTabs label="Over deze woning" tabs={tabs} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });
});
