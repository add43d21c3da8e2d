// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EnergyCard } from '@/components/estate/EnergyCard';
import type { EnergyCertificate } from '@/display/estate/energy-certificates';
import type { Locale } from '@/i18n/locales';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

// The Dutch texts the card shows.
const labels = {
  heading: 'Energieprestatie van het pand',
  scale: 'Energielabelschaal van A++ (zuinigst) tot G',
  currentLabel: 'Energielabel D',
  barLabel: 'EPC-waarde op een schaal van 0 tot 700 kWh/m²',
  noLabel: 'Geen energielabel bekend',
};

const certificate: EnergyCertificate = {
  scope: 'own',
  labels: ['D'],
  labelText: 'D',
  colorToken: 'epc-d',
  epcValue: 350,
  epcText: '350 kWh/m²',
  barPercentage: 50,
};

describe('EnergyCard', () => {
  it('marks the label on the scale from A++ to G', async () => {
    render(await EnergyCard({ certificate, locale: 'nl' }));
    const scale = screen.getByRole('list', { name: labels.scale });
    const steps = scale.querySelectorAll('li');
    expect([...steps].map((step) => step.textContent)).toEqual([
      'A++',
      'A+',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect(scale.querySelector('[aria-current="true"]')).toHaveTextContent('D');
    expect(screen.getByText('Energielabel D')).toHaveAttribute('data-token', 'epc-d');
  });

  it('fills the EPC bar to value / 700', async () => {
    render(await EnergyCard({ certificate, locale: 'nl' }));
    const meter = screen.getByRole('meter', { name: labels.barLabel });
    expect(meter).toHaveAttribute('aria-valuenow', '350');
    expect(meter).toHaveAttribute('aria-valuetext', '350 kWh/m²');
    expect(meter.firstElementChild).toHaveStyle({ width: '50%' });
  });

  it('draws no bar without an EPC value and says when no label is known', async () => {
    render(
      await EnergyCard({
        locale: 'nl',
        certificate: {
          ...certificate,
          labels: [],
          labelText: '',
          colorToken: null,
          epcValue: null,
          epcText: '',
        },
      }),
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByText(labels.noLabel)).toBeInTheDocument();
  });
});
