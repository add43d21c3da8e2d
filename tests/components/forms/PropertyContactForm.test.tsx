// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyContactForm } from '@/components/forms/PropertyContactForm';
import { renderInDutch } from '../../support/intl';
import { contactAgreements, contactLabels, contactTexts } from './contact-labels-fixture';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

const action = '/nl/ajax/contact-form-handler';

async function fillIn(options: { privacy: boolean }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Naam'), 'An Peeters');
  await user.type(screen.getByLabelText('E-mailadres'), 'an@example.be');
  await user.selectOptions(screen.getByLabelText('Onderwerp'), 'Bezoek');
  await user.type(screen.getByLabelText('Uw bericht'), 'Morgen?');
  if (options.privacy) await user.click(screen.getByLabelText(contactLabels.privacy));
  await user.click(screen.getByRole('button', { name: 'Verstuur' }));
}

describe('PropertyContactForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    push.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('marks the privacy consent and sends nothing when it is not ticked', async () => {
    renderInDutch(<PropertyContactForm locale="nl" agreements={contactAgreements} />, {
      texts: contactTexts,
    });
    await fillIn({ privacy: false });
    const box = await screen.findByLabelText(contactLabels.privacy);
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Geef uw toestemming')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the loading class while sending, posts JSON to its action and goes to the thank-you page', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderInDutch(<PropertyContactForm locale="nl" estateId={12} agreements={contactAgreements} />, {
      texts: contactTexts,
    });
    await fillIn({ privacy: true });
    const form = screen.getByRole('form', { name: 'Stel uw vraag' });
    await waitFor(() => expect(form.className).toMatch(/loading/));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(action);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      form: 'property',
      name: 'An Peeters',
      email: 'an@example.be',
      text: 'Bezoek | Morgen?',
      privacy: true,
      estateId: 12,
    });
    answer(new Response('{"ok":true}', { status: 201 }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/thank-you'));
    expect(screen.getByLabelText('Naam')).toHaveValue('');
  });

  it('logs the failure and shows a danger alert when the handler answers 400 or more', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    renderInDutch(<PropertyContactForm locale="nl" agreements={contactAgreements} />, {
      texts: contactTexts,
    });
    await fillIn({ privacy: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(contactLabels.failure);
    // Focused, so it is read out and the page shows it even when it sits above the fold.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(consoleError).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Stel uw vraag' }).className).not.toMatch(/loading/);
  });

  it('shows the danger alert on a network error too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderInDutch(<PropertyContactForm locale="nl" agreements={contactAgreements} />, {
      texts: contactTexts,
    });
    await fillIn({ privacy: true });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
