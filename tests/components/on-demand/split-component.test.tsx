// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { splitComponent } from '@/components/on-demand/split-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('splitComponent', () => {
  it('renders the loaded component with its props once its code has arrived', async () => {
    const Split = splitComponent(async () => Greeting);
    render(<Split name="Gent" />);
    expect(await screen.findByText('Hello Gent')).toBeInTheDocument();
  });

  it('does not hold back the rest of the page while its code loads', () => {
    const Split = splitComponent(() => new Promise<typeof Greeting>(() => {}));
    render(
      <main>
        <h1>Te koop</h1>
        <Split name="Gent" />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Te koop' })).toBeInTheDocument();
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });

  it('asks for its code only when rendered', () => {
    let asked = 0;
    splitComponent(async () => {
      asked += 1;
      return Greeting;
    });
    expect(asked).toBe(0);
  });
});
