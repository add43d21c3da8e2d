// @vitest-environment jsdom
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type ReCAPTCHA from 'react-google-recaptcha';
import { describe, expect, it, vi } from 'vitest';
import { OnDemandCaptcha } from '@/components/forms/OnDemandCaptcha';
import { useFormStarted } from '@/components/forms/use-form-started';

// Mounting the real widget is what asks Google for its script: the stand-in shows when that happens.
vi.mock('react-google-recaptcha', async () => {
  const { forwardRef } = await import('react');
  return {
    default: forwardRef(function CaptchaStub(props: { sitekey: string; hl?: string }, _ref) {
      return <div data-testid="captcha" data-sitekey={props.sitekey} data-hl={props.hl} />;
    }),
  };
});

function CaptchaForm() {
  const captchaRef = useRef<ReCAPTCHA>(null);
  const { started, startListeners } = useFormStarted();
  return (
    <>
      <button type="button">Elsewhere on the page</button>
      <form aria-label="Form" {...startListeners}>
        <label htmlFor="name">Name</label>
        <input id="name" />
        <OnDemandCaptcha ref={captchaRef} siteKey="site-key" locale="fr" started={started} />
        <button type="submit">Send</button>
      </form>
    </>
  );
}

describe('OnDemandCaptcha', () => {
  it('mounts no widget until the visitor starts filling in the form', async () => {
    render(<CaptchaForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
  });

  it("mounts the widget, in the page's language, on the first input in the form", async () => {
    render(<CaptchaForm />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'A' } });
    const captcha = await screen.findByTestId('captcha');
    expect(captcha).toHaveAttribute('data-sitekey', 'site-key');
    expect(captcha).toHaveAttribute('data-hl', 'fr');
  });

  it('counts a focus in the form as a start, the submit button included', async () => {
    render(<CaptchaForm />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(screen.getByTestId('captcha')).toBeInTheDocument();
  });
});
