// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoritesAlertForm, WATCHED_FAVORITES_MAX } from '@/components/favorites/FavoritesAlertForm';
import { FAVORITES_STORAGE_KEY } from '@/components/favorites/favorites-store';
import { renderInDutch } from '../../support/intl';

vi.mock('react-google-recaptcha', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  return {
    default: forwardRef(function CaptchaStub(_props: { sitekey: string }, ref) {
      useImperativeHandle(ref, () => ({ getValue: () => 'captcha-token', reset: () => undefined }));
      return <div data-testid="captcha" />;
    }),
  };
});

const sentBody = (fetchMock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as Record<string, unknown>;

function renderForm() {
  return renderInDutch(<FavoritesAlertForm locale="nl" recaptchaSiteKey="site-key" />);
}

describe('FavoritesAlertForm', { timeout: 20_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([11, { id: 12 }]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('subscribes the address to the favourites, with consent and captcha, and says so', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    renderForm();
    const form = screen.getByRole('form', { name: 'Mail mij over wijzigingen aan mijn favorieten' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'an@example.be');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mail mij' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/nl/ajax/notifications');
    expect(sentBody(fetchMock)).toEqual({
      email: 'an@example.be',
      locale: 'nl',
      criteria: expect.objectContaining({ estates: [11, 12] }),
      privacy: true,
      'g-recaptcha-response': 'captcha-token',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/We hebben u een bevestiging gemaild/);
    expect(form).toBeInTheDocument();
  });

  it('sends nothing without a valid address and consent, and says why next to each field', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Mail mij' }));
    expect(await screen.findByText('Geef uw toestemming om u te kunnen inschrijven.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows the newest favourites when there are more than a subscription holds', async () => {
    const many = Array.from({ length: WATCHED_FAVORITES_MAX + 5 }, (_, index) => index + 1);
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(many));
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    renderForm();
    expect(
      screen.getByText(`We volgen uw ${WATCHED_FAVORITES_MAX} laatst bewaarde favorieten.`),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'an@example.be');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mail mij' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((sentBody(fetchMock).criteria as { estates: number[] }).estates).toEqual(many.slice(5));
  });

  it('shows a danger alert when the subscription fails', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'an@example.be');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mail mij' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dat is niet gelukt');
  });
});
