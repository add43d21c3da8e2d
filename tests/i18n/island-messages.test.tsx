// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { pickNamespaces } from '@/i18n/island-messages';
import { MergedMessagesProvider } from '@/i18n/MergedMessagesProvider';

describe('pickNamespaces', () => {
  it('keeps only the named namespaces, skipping the ones the messages lack', () => {
    const messages = {
      Navbar: { home: 'Home' },
      Footer: { privacy: 'Privacy' },
      Listing: { retry: 'Opnieuw' },
    };
    expect(pickNamespaces(messages, ['Listing', 'Navbar', 'EstateCard'])).toEqual({
      Listing: { retry: 'Opnieuw' },
      Navbar: { home: 'Home' },
    });
  });
});

function Texts() {
  const tSwitcher = useTranslations('LanguageSwitcher');
  const tRetry = useTranslations('Listing');
  return (
    <p>
      {tSwitcher('label')} / {tRetry('shownOfTotal', { shown: 2, total: 5 })}
    </p>
  );
}

describe('MergedMessagesProvider', () => {
  it('adds its namespaces to the ones of the provider around it', () => {
    render(
      <NextIntlClientProvider locale="nl" messages={{ LanguageSwitcher: { label: 'Taal' } }}>
        <MergedMessagesProvider messages={{ Listing: { shownOfTotal: '{shown} van {total}' } }}>
          <Texts />
        </MergedMessagesProvider>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Taal / 2 van 5')).toBeInTheDocument();
  });
});
