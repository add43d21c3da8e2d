// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { renderInDutch } from '../../support/intl';

describe('CaptchaNotice', () => {
  it("names Google and links to its privacy policy and terms, in a new tab, in the page's language", () => {
    renderInDutch(<CaptchaNotice locale="nl" />);
    expect(screen.getByText(/reCAPTCHA/)).toHaveTextContent(/Google/);
    const privacy = screen.getByRole('link', { name: 'privacybeleid' });
    const terms = screen.getByRole('link', { name: 'servicevoorwaarden' });
    expect(privacy).toHaveAttribute('href', 'https://policies.google.com/privacy?hl=nl');
    expect(terms).toHaveAttribute('href', 'https://policies.google.com/terms?hl=nl');
    for (const link of [privacy, terms]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
