// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BeforeAfter } from '@/components/estate/BeforeAfter';
import { renderInDutch, textsWrapper } from '../../support/intl';

const labels = {
  heading: 'Voor en na',
  slider: 'Schuif om voor en na te vergelijken',
  sliderValue: '{percent}% van de foto na de werken zichtbaar',
  before: 'Voor',
  after: 'Na',
  pairs: 'Kies een vergelijking',
  pair: 'Vergelijking {index}',
};

const texts = { BeforeAfter: labels };

const pairs = [
  {
    before: { src: '/keuken-voor.jpg', alt: 'Keuken voor' },
    after: { src: '/keuken-na.jpg', alt: 'Keuken na' },
  },
  {
    before: { src: '/bad-voor.jpg', alt: 'Badkamer voor' },
    after: { src: '/bad-na.jpg', alt: 'Badkamer na' },
  },
];

function reveal() {
  const frame = screen.getByAltText(/voor$/i).parentElement;
  return frame?.style.getPropertyValue('--reveal');
}

describe('BeforeAfter', () => {
  it('starts half way with a slider from 0 to 100 %', () => {
    renderInDutch(<BeforeAfter pairs={pairs} />, { texts });
    const slider = screen.getByRole('slider', { name: labels.slider });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('aria-valuetext', '50% van de foto na de werken zichtbaar');
    expect(reveal()).toBe('50%');
  });

  it('reveals the after photo up to the slider position', () => {
    renderInDutch(<BeforeAfter pairs={pairs} />, { texts });
    const slider = screen.getByRole('slider', { name: labels.slider });
    fireEvent.change(slider, { target: { value: '80' } });
    expect(reveal()).toBe('80%');
    fireEvent.change(slider, { target: { value: '0' } });
    expect(reveal()).toBe('0%');
    expect(slider).toHaveAttribute('aria-valuetext', '0% van de foto na de werken zichtbaar');
  });

  it('follows the slider where a key or a drag moved it before the page’s code ran', () => {
    // The server's HTML, as a visitor gets it: the native slider works before React hydrates it.
    const DutchTexts = textsWrapper(texts);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <DutchTexts>
        <BeforeAfter pairs={pairs} />
      </DutchTexts>,
    );
    document.body.append(container);
    const slider = container.querySelector<HTMLInputElement>('input[type="range"]')!;
    slider.value = '100';

    renderInDutch(<BeforeAfter pairs={pairs} />, { texts, container, hydrate: true });
    expect(slider).toHaveValue('100');
    expect(reveal()).toBe('100%');
    expect(slider).toHaveAttribute('aria-valuetext', '100% van de foto na de werken zichtbaar');
  });

  it('keeps a start position inside 0–100', () => {
    renderInDutch(<BeforeAfter pairs={pairs} initialPercent={140} />, { texts });
    expect(screen.getByRole('slider')).toHaveValue('100');
  });

  it('switches the pair with its buttons', () => {
    renderInDutch(<BeforeAfter pairs={pairs} />, { texts });
    expect(screen.getByAltText('Keuken na')).toBeInTheDocument();
    const second = screen.getByRole('button', { name: 'Vergelijking 2' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByAltText('Badkamer na')).toBeInTheDocument();
    expect(screen.queryByAltText('Keuken na')).not.toBeInTheDocument();
  });

  it('names a pair button by its caption when the pair has one', () => {
    renderInDutch(<BeforeAfter pairs={[{ ...pairs[0]!, caption: 'Keuken' }, pairs[1]!]} />, { texts });
    expect(screen.getByRole('button', { name: 'Keuken' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Vergelijking 2' })).toBeInTheDocument();
  });

  it('shows no pair buttons for a single pair', () => {
    renderInDutch(<BeforeAfter pairs={pairs.slice(0, 1)} />, { texts });
    expect(screen.queryByRole('group', { name: labels.pairs })).not.toBeInTheDocument();
  });
});
