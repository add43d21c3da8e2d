// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import {
  FAVORITES_STORAGE_KEY,
  getSavedFavorites,
  toggleFavorite,
} from '@/components/favorites/favorites-store';
import { renderInDutch } from '../../support/intl';

const texts = { FavoriteButton: { add: 'Bewaren', remove: 'Verwijderen' } };

afterEach(() => window.localStorage.clear());

function renderHeart(estateId = 42) {
  return renderInDutch(<FavoriteButton estateId={estateId} />, { texts });
}

describe('FavoriteButton', () => {
  it('starts unpressed with the "add" name when the estate is not saved', () => {
    renderHeart();
    const button = screen.getByRole('button', { name: 'Bewaren' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves the estate and turns pressed with the "remove" name on click', async () => {
    renderHeart();
    await userEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    const button = screen.getByRole('button', { name: 'Verwijderen' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(getSavedFavorites().map((favorite) => favorite.id)).toEqual([42]);
  });

  it('remembers the price and status the estate had when it was saved', async () => {
    renderInDutch(<FavoriteButton estateId={42} current={{ price: 350_000, status: 'for-sale' }} />, {
      texts,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(getSavedFavorites()).toEqual([
      expect.objectContaining({ id: 42, saved: { price: 350_000, status: 'for-sale' } }),
    ]);
  });

  it('notes how a saved estate is shown now, so its changes since can be told', () => {
    toggleFavorite(42, { price: 350_000, status: 'for-sale' });
    renderInDutch(<FavoriteButton estateId={42} current={{ price: 330_000, status: 'for-sale' }} />, {
      texts,
    });
    expect(getSavedFavorites()[0]).toMatchObject({
      saved: { price: 350_000, status: 'for-sale' },
      seen: { price: 330_000, status: 'for-sale' },
    });
  });

  it('removes the estate again on a second press, also with the keyboard', async () => {
    renderHeart();
    await userEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false');
    // The last favourite gone, the browser keeps nothing of it.
    expect(window.localStorage.getItem(FAVORITES_STORAGE_KEY)).toBeNull();
  });

  it('shows the saved state of an estate saved elsewhere on the page', () => {
    renderHeart(8);
    act(() => void toggleFavorite(8));
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not pass its click on to a clickable card around it', async () => {
    let cardClicks = 0;
    renderInDutch(
      <div onClick={() => (cardClicks += 1)}>
        <FavoriteButton estateId={5} />
      </div>,
      { texts },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(cardClicks).toBe(0);
  });
});
