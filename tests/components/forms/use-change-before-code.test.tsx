// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChangeBeforeCode } from '@/components/forms/use-change-before-code';

function SortField({ sort, onSort }: { sort: string; onSort: (value: string) => void }) {
  const field = useChangeBeforeCode<HTMLSelectElement>(onSort);
  return (
    <select ref={field} aria-label="Sorteren" value={sort} onChange={(event) => onSort(event.target.value)}>
      <option value="date">Nieuwste eerst</option>
      <option value="price">Prijs</option>
    </select>
  );
}

function CityField({ onType }: { onType: (value: string) => void }) {
  const field = useChangeBeforeCode<HTMLInputElement>(onType);
  return (
    <input ref={field} aria-label="Gemeente" value="" onChange={(event) => onType(event.target.value)} />
  );
}

/** The server's HTML in the document, as a visitor has it before the page's code runs. */
function served(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useChangeBeforeCode', () => {
  it('applies a choice made in a served select before hydration', () => {
    const onSort = vi.fn();
    const container = served(renderToString(<SortField sort="date" onSort={onSort} />));
    container.querySelector('select')!.value = 'price';

    act(() => {
      hydrateRoot(container, <SortField sort="date" onSort={onSort} />);
    });
    expect(onSort).toHaveBeenCalledExactlyOnceWith('price');
  });

  it('applies text typed into a served input before hydration', () => {
    const onType = vi.fn();
    const container = served(renderToString(<CityField onType={onType} />));
    container.querySelector('input')!.value = 'schaar';

    act(() => {
      hydrateRoot(container, <CityField onType={onType} />);
    });
    expect(onType).toHaveBeenCalledExactlyOnceWith('schaar');
  });

  it('applies nothing where the visitor left the served value, or the field was drawn in the browser', () => {
    const onSort = vi.fn();
    const container = served(renderToString(<SortField sort="price" onSort={onSort} />));
    act(() => {
      hydrateRoot(container, <SortField sort="price" onSort={onSort} />);
    });
    render(<SortField sort="price" onSort={onSort} />);
    render(<CityField onType={onSort} />);
    expect(onSort).not.toHaveBeenCalled();
  });

  it('applies nothing for a served select whose value none of its options offers', () => {
    const onSort = vi.fn();
    const container = served(renderToString(<SortField sort="surface" onSort={onSort} />));
    act(() => {
      hydrateRoot(container, <SortField sort="surface" onSort={onSort} />);
    });
    expect(onSort).not.toHaveBeenCalled();
  });
});
