// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtraInfoModal } from '@/components/forms/ExtraInfoModal';
import { renderInDutch } from '../../support/intl';
import { contactAgreements, contactLabels, contactTexts } from './contact-labels-fixture';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

// The widget itself comes from Google; here it is always solved with one known token.
vi.mock('react-google-recaptcha', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  return {
    default: forwardRef(function CaptchaStub(props: { sitekey: string }, ref) {
      useImperativeHandle(ref, () => ({ getValue: () => 'captcha-token', reset: () => undefined }));
      return <div data-testid="captcha">{props.sitekey}</div>;
    }),
  };
});

const action = '/nl/ajax/contact-form-handler';

beforeAll(() => {
  // jsdom has no modal dialogs; these behave as the browser's do for what the form relies on.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

async function openAndSend(privacy = true) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Meer info aanvragen' }));
  await user.type(screen.getByLabelText('Naam'), 'An Peeters');
  await user.type(screen.getByLabelText('E-mailadres'), 'an@example.be');
  await user.type(screen.getByLabelText('Uw bericht'), 'Vraag');
  if (privacy) await user.click(screen.getByLabelText(contactLabels.privacy));
  await user.click(screen.getByRole('button', { name: 'Verstuur' }));
  return user;
}

describe('ExtraInfoModal', () => {
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

  it('sends the captcha answer with the form, hides on success and goes to the thank-you page', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    const { container } = renderInDutch(
      <ExtraInfoModal locale="nl" agreements={contactAgreements} recaptchaSiteKey="site-key" />,
      { texts: contactTexts },
    );
    await openAndSend();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/thank-you'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(action);
    expect(JSON.parse(String(init.body))).toEqual({
      form: 'extra-info',
      name: 'An Peeters',
      email: 'an@example.be',
      text: 'Vraag',
      privacy: true,
      'g-recaptcha-response': 'captcha-token',
    });
    expect(container.querySelector('dialog')?.open).toBe(false);
  });

  it('marks the privacy consent and sends nothing without it', async () => {
    renderInDutch(<ExtraInfoModal locale="nl" agreements={contactAgreements} recaptchaSiteKey="site-key" />, {
      texts: contactTexts,
    });
    await openAndSend(false);
    await waitFor(() =>
      expect(screen.getByLabelText(contactLabels.privacy)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the danger alert and leaves the loading state on failure; closing resets form and alerts', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    renderInDutch(<ExtraInfoModal locale="nl" agreements={contactAgreements} recaptchaSiteKey="site-key" />, {
      texts: contactTexts,
    });
    const user = await openAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(contactLabels.failure);
    expect(consoleError).toHaveBeenCalled();
    const form = screen.getByRole('form', { name: contactLabels.modalTitle });
    expect(form.className).not.toMatch(/loading/);
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Naam')).toHaveValue('');
  });

  it('asks Google for the captcha only once the visitor starts filling in the form, not on opening', async () => {
    renderInDutch(<ExtraInfoModal locale="nl" agreements={contactAgreements} recaptchaSiteKey="site-key" />, {
      texts: contactTexts,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Meer info aanvragen' }));
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy?hl=nl',
    );
    await user.type(screen.getByLabelText('Naam'), 'A');
    expect(screen.getByTestId('captcha')).toHaveTextContent('site-key');
  });
});
