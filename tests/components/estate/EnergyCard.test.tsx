// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnergyCard } from '@/components/estate/EnergyCard';
import type { EnergyCertificate } from '@/display/estate/energy-certificates';

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
  it('marks the label on the scale from A++ to G', () => {
    render(<EnergyCard certificate={certificate} labels={labels} />);
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

  it('fills the EPC bar to value / 700', () => {
    render(<EnergyCard certificate={certificate} labels={labels} />);
    const meter = screen.getByRole('meter', { name: labels.barLabel });
    expect(meter).toHaveAttribute('aria-valuenow', '350');
    expect(meter).toHaveAttribute('aria-valuetext', '350 kWh/m²');
    expect(meter.firstElementChild).toHaveStyle({ width: '50%' });
  });

  it('draws no bar without an EPC value and says when no label is known', () => {
    render(
      <EnergyCard
        certificate={{
          ...certificate,
          labels: [],
          labelText: '',
          colorToken: null,
          epcValue: null,
          epcText: '',
        }}
        labels={labels}
      />,
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByText(labels.noLabel)).toBeInTheDocument();
  });
});
