// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormAlert } from '@/components/forms/FormAlert';
import type { Submission } from '@/components/forms/use-form-submission';

const failed = (): Submission => ({ phase: 'failed', status: 503 });
const box = (top: number, height = 40) =>
  ({ top, bottom: top + height, left: 0, right: 300, width: 300, height, x: 0, y: top }) as DOMRect;

/** Places every element at `top` in the window; jsdom lays nothing out by itself. */
function placeAlertAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(box(top));
}

function preferLessMotion(less: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: less && query.includes('reduce'),
    media: query,
  }));
}

describe('FormAlert', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView as unknown as HTMLElement['scrollIntoView'];
    preferLessMotion(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls a failure above the screen into the middle and moves the focus to it', () => {
    placeAlertAt(-517);
    render(
      <FormAlert tone="danger" outcome={failed()}>
        Uw bericht kon niet verstuurd worden
      </FormAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(scrollIntoView.mock.contexts[0]).toBe(alert);
    expect(alert).toHaveFocus();
  });

  it('jumps without animation for a visitor who asked for less motion', () => {
    preferLessMotion(true);
    placeAlertAt(900);
    render(
      <FormAlert tone="danger" outcome={failed()}>
        Mislukt
      </FormAlert>,
    );
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
  });

  it('leaves the page where it is when the message is already in sight, and still focuses it', () => {
    placeAlertAt(200);
    render(
      <FormAlert tone="danger" outcome={failed()}>
        Mislukt
      </FormAlert>,
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('scrolls a message clipped by its scrolling box, such as a dialog, even when inside the window', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'alert') return box(20);
      // The dialog shows 100 to 500 px of the window; the alert lies above, scrolled out of it.
      return this.tagName === 'DIALOG' ? box(100, 400) : box(0, 2000);
    });
    render(
      <dialog open style={{ overflowY: 'auto' }}>
        <FormAlert tone="danger" outcome={failed()}>
          Mislukt
        </FormAlert>
      </dialog>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('brings a second failure in a row back into view, though its text is the same', () => {
    placeAlertAt(-133);
    const { rerender } = render(
      <>
        <FormAlert tone="danger" outcome={failed()}>
          Mislukt
        </FormAlert>
        <button type="submit">Verstuur</button>
      </>,
    );
    screen.getByRole('button').focus();
    rerender(
      <>
        <FormAlert tone="danger" outcome={failed()}>
          Mislukt
        </FormAlert>
        <button type="submit">Verstuur</button>
      </>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('tells a success politely, as a status', () => {
    placeAlertAt(200);
    render(
      <FormAlert tone="success" outcome={{ phase: 'sent', status: 201 }}>
        Verstuurd
      </FormAlert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Verstuurd');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
