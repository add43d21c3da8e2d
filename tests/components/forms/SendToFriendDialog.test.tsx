// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendToFriendDialog } from '@/components/forms/SendToFriendDialog';
import { renderInDutch } from '../../support/intl';
import nl from '../../../messages/nl/agenda.json';

const captcha = vi.hoisted(() => ({ token: 'captcha-token' }));
vi.mock('react-google-recaptcha', async () => {
  const { forwardRef, useImperativeHandle } = await import('react');
  return {
    default: forwardRef(function CaptchaStub(_: { sitekey: string }, ref) {
      useImperativeHandle(ref, () => ({ getValue: () => captcha.token, reset: () => undefined }));
      return <div data-testid="captcha" />;
    }),
  };
});

const t = nl.SendToFriend;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t.name), 'Sam Peeters');
  await user.type(screen.getByLabelText(t.email), 'sam@example.be');
  await user.type(screen.getByLabelText(t.friendEmail), 'friend@example.be');
  await user.click(screen.getByLabelText(t.privacy));
  await user.click(screen.getByRole('button', { name: t.submit }));
  return user;
}

describe('SendToFriendDialog', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    captcha.token = 'captcha-token';
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderDialog = () =>
    renderInDutch(
      <SendToFriendDialog
        estateId={1187}
        locale="fr"
        recaptchaSiteKey="site-key"
        onClosed={() => undefined}
      />,
    );

  it('posts the form with the captcha answer, thanks the visitor and offers another friend', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    renderDialog();
    const user = await fillAndSend();
    expect(await screen.findByRole('status')).toHaveTextContent(t.sent);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/fr/ajax/send-to-a-friend', 'POST']);
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Sam Peeters',
      email: 'sam@example.be',
      friendEmail: 'friend@example.be',
      locale: 'fr',
      privacy: true,
      estateId: 1187,
      'g-recaptcha-response': 'captcha-token',
    });
    await user.click(screen.getByRole('button', { name: t.sendAnother }));
    expect(screen.getByLabelText(t.friendEmail)).toHaveValue('');
    expect(screen.getByLabelText(t.name)).toHaveValue('Sam Peeters');
  });

  it('asks for the captcha, with the focus on the alert, and sends nothing without it', async () => {
    captcha.token = '';
    renderDialog();
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.captchaRequired);
    expect(alert).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the danger alert when sending fails, and the visitor may try again', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    renderDialog();
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failure);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });

  it('opens without the captcha, which comes with the first field the visitor fills in', async () => {
    renderDialog();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText(t.name), 'S');
    expect(screen.getByTestId('captcha')).toBeInTheDocument();
  });
});
