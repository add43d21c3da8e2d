// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SERVICE_FAILURE_DIGEST_PREFIX } from '@/domain/errors/service-failure';
import { renderInDutch } from '../support/intl';
import ErrorPage from '../../app/[lang]/error';

vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('../components/listing/navigation-stub')).StubLink,
}));

function failure(digest: string) {
  return Object.assign(new Error('hidden in production'), { digest });
}

describe('the error page of a language', () => {
  it('says "back soon" with a reload when the content service failed the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInDutch(<ErrorPage error={failure(`${SERVICE_FAILURE_DIGEST_PREFIX}:x1-1`)} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Even geduld');
    // A plain reload of the address asked for: the site serves it again as soon as it can.
    expect(screen.getByText('Opnieuw proberen').closest('a')).toHaveAttribute('href', '');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says something went wrong, with a retry, for any other failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInDutch(<ErrorPage error={failure('4242')} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Er ging iets mis');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
