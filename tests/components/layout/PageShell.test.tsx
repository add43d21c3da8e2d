// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageShell } from '@/components/layout/PageShell';

describe('PageShell', () => {
  it('heads the page with its one h1 and the intro, then the content', () => {
    render(
      <PageShell title="Uw favorieten" intro="Panden die u bewaarde.">
        <p>Inhoud</p>
      </PageShell>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Uw favorieten' });
    expect(heading.closest('header')).toHaveTextContent('Panden die u bewaarde.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Inhoud')).toBeInTheDocument();
  });

  it('leaves the intro out when there is none', () => {
    render(<PageShell title="Uitschrijven" />);
    expect(screen.getByRole('banner')).toHaveTextContent(/^Uitschrijven$/);
  });
});
