// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { renderInDutch } from '../../support/intl';

const notice = 'Dit deel van de pagina kon niet geladen worden.';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

function chunkError(path: string) {
  return Object.assign(new Error(`Failed to load chunk ${path} from module 12`), { name: 'ChunkLoadError' });
}

/** The island between two parts of the page that must keep working whatever it does. */
function renderOnPage(island: React.ReactNode) {
  return renderInDutch(
    <>
      <button type="button">Voor</button>
      {island}
      <button type="button">Na</button>
    </>,
  );
}

describe('LazyIsland', () => {
  const report = vi.fn();

  beforeEach(() => {
    window.__chunkFailure = report;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    delete window.__chunkFailure;
    report.mockReset();
    vi.restoreAllMocks();
  });

  it('shows its fallback while the code loads, then the island', async () => {
    let resolve!: (component: typeof Greeting) => void;
    const load = () => new Promise<typeof Greeting>((done) => (resolve = done));
    renderOnPage(<LazyIsland load={load} props={{ name: 'Ann' }} fallback={<p>Even geduld</p>} />);
    expect(screen.getByText('Even geduld')).toBeInTheDocument();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Hallo Ann')).toBeInTheDocument();
  });

  it('shows one notice in its place when its chunk fails, reports it, and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(chunkError('/_next/static/chunks/lightbox.js'))
      .mockResolvedValueOnce(Greeting);
    renderOnPage(<LazyIsland load={load} props={{ name: 'Bart' }} />);
    await act(async () => {});

    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    expect(screen.getByRole('button', { name: 'Voor' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Na' })).toBeEnabled();
    // Logged once by the page's watcher, which types it; the island shows it, not the page's notice.
    expect(report).toHaveBeenCalledWith('error', '/_next/static/chunks/lightbox.js', false);

    await act(async () => screen.getByRole('button', { name: 'Opnieuw proberen' }).click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Hallo Bart')).toBeInTheDocument();
  });

  it('catches an island that breaks while it renders, and tries again on retry', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <p>Gelukt</p>;
    }
    const onFailure = vi.fn();
    renderOnPage(<LazyIsland load={async () => Fragile} props={{}} onFailure={onFailure} />);
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    expect(onFailure).toHaveBeenLastCalledWith(true);
    expect(report).not.toHaveBeenCalled();

    broken = false;
    await act(async () => screen.getByRole('button', { name: 'Opnieuw proberen' }).click());
    expect(screen.getByText('Gelukt')).toBeInTheDocument();
    expect(onFailure).toHaveBeenLastCalledWith(false);
  });

  it('shows an island loaded before at once, without its fallback', async () => {
    const load = async () => Greeting;
    const first = renderOnPage(
      <LazyIsland load={load} props={{ name: 'Cor' }} fallback={<p>Even geduld</p>} />,
    );
    await act(async () => {});
    first.unmount();
    renderOnPage(<LazyIsland load={load} props={{ name: 'Cor' }} fallback={<p>Even geduld</p>} />);
    expect(screen.queryByText('Even geduld')).toBeNull();
    expect(screen.getByText('Hallo Cor')).toBeInTheDocument();
  });
});
