// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ConsentFields } from '@/components/forms/ConsentFields';

const agreements = {
  privacy: 'Ik ga akkoord met de <a href="/nl/privacyverklaring" target="_blank">privacyverklaring</a>.',
  terms: 'Ik aanvaard de <a href="/nl/gebruiksvoorwaarden" target="_blank">gebruiksvoorwaarden</a>.',
  marketing: 'Nieuws per e-mail.',
};

type Values = { privacy: boolean; terms: boolean; news: boolean };

function Form({ withTerms, privacyError }: { withTerms?: boolean; privacyError?: string }) {
  const { register, getValues } = useForm<Values>({
    defaultValues: { privacy: false, terms: false, news: false },
  });
  return (
    <form aria-label="form">
      <ConsentFields
        idPrefix="test"
        agreements={agreements}
        privacy={{ registration: register('privacy'), error: privacyError }}
        marketing={{ registration: register('news') }}
        terms={withTerms ? { registration: register('terms') } : undefined}
      />
      <button
        type="button"
        onClick={(event) => (event.currentTarget.textContent = JSON.stringify(getValues()))}
      >
        values
      </button>
    </form>
  );
}

describe('ConsentFields', () => {
  it('labels the checkboxes with the agreement texts and their links', () => {
    render(<Form />);
    const privacy = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring.' });
    expect(screen.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute(
      'href',
      '/nl/privacyverklaring',
    );
    fireEvent.click(privacy);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nieuws per e-mail.' }));
    fireEvent.click(screen.getByRole('button', { name: 'values' }));
    expect(screen.getByRole('button')).toHaveTextContent('{"privacy":true,"terms":false,"news":true}');
  });

  it('shows the terms of use as text, or as a checkbox for a form that has one', () => {
    const { unmount } = render(<Form />);
    expect(screen.queryByRole('checkbox', { name: /gebruiksvoorwaarden/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'gebruiksvoorwaarden' })).toBeInTheDocument();
    unmount();
    render(<Form withTerms />);
    expect(screen.getByRole('checkbox', { name: /Ik aanvaard de gebruiksvoorwaarden/ })).toBeInTheDocument();
  });

  it('ties the privacy error to its checkbox', () => {
    render(<Form privacyError="Geef uw toestemming" />);
    const privacy = screen.getByRole('checkbox', { name: /privacyverklaring/ });
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(privacy).toHaveAccessibleDescription('Geef uw toestemming');
  });
});
