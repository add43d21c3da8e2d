// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribeConfirm } from '@/components/subscriptions/UnsubscribeConfirm';
import { renderInDutch } from '../../support/intl';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: unknown; children: ReactNode; className?: string }) => (
    <a href={typeof href === 'string' ? href : JSON.stringify(href)} className={className}>
      {children}
    </a>
  ),
}));

const labels = {
  question: 'Geen e-mails meer naar {email}?',
  confirm: 'Ja, schrijf mij uit',
  cancelling: 'Bezig met uitschrijven',
  done: 'U bent uitgeschreven.',
  failed: 'Uitschrijven is niet gelukt.',
  keep: 'Nee, ik wil op de hoogte blijven',
  subscribeAgain: 'Opnieuw inschrijven',
};
const action = '/nl/ajax/notifications/unsubscribe/to%2Fken';

function renderConfirm() {
  renderInDutch(<UnsubscribeConfirm locale="nl" token="to/ken" email="an@example.be" />, {
    texts: { UnsubscribePage: labels },
  });
}

describe('UnsubscribeConfirm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks first and sends nothing until the visitor confirms', () => {
    renderConfirm();
    expect(screen.getByText('Geen e-mails meer naar an@example.be?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: labels.keep })).toHaveAttribute(
      'href',
      JSON.stringify({ pathname: '/keep-me-informed/[token]', params: { token: 'to/ken' } }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels with a POST on confirmation and shows the outcome', async () => {
    fetchMock.mockResolvedValue(Response.json({ outcome: 'cancelled' }));
    renderConfirm();
    await userEvent.setup().click(screen.getByRole('button', { name: labels.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(labels.done);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual([action, 'POST']);
    expect(screen.getByRole('link', { name: labels.subscribeAgain })).toBeInTheDocument();
  });

  it('shows a danger alert when cancelling fails, and the visitor may try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    renderConfirm();
    await userEvent.setup().click(screen.getByRole('button', { name: labels.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.failed);
    expect(screen.getByRole('button', { name: labels.confirm })).toBeEnabled();
  });
});
