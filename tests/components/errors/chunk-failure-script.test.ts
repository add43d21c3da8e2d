// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILURE_SCRIPT } from '@/components/errors/chunk-failure-script';

function pageWithNotice() {
  document.body.innerHTML = `
    <div id="chunk-failure" role="alert" hidden>
      <p data-text="Een deel van deze pagina kon niet geladen worden."></p>
      <button type="button">Pagina herladen</button>
    </div>`;
}

function addScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  // Not really loaded in jsdom: the test fires its events.
  script.setAttribute('src', src);
  script.type = 'text/x-test';
  document.head.append(script);
  return script;
}

/** What the site answers when the watcher asks for a failed chunk again (HEAD), by path. */
const chunkStatus = new Map<string, number | 'unreachable'>();
const probe = vi.fn(async (url: string, _init?: RequestInit) => {
  const status = chunkStatus.get(url) ?? 200;
  if (status === 'unreachable') throw new TypeError('Failed to fetch');
  return new Response(null, { status });
});

describe('chunk failure watcher', () => {
  const beacon = vi.fn((_url: string, _body: Blob) => true);
  let consoleError: ReturnType<typeof vi.spyOn>;

  // Once, like on a page: each test uses chunks of its own, as the watcher logs a chunk only once.
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.stubGlobal('fetch', probe);
    new Function(CHUNK_FAILURE_SCRIPT)();
  });

  beforeEach(() => {
    vi.useFakeTimers();
    pageWithNotice();
    beacon.mockClear();
    probe.mockClear();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  /** The reports sent to the server so far. */
  const sentReports = () =>
    Promise.all(beacon.mock.calls.map(async ([, body]) => JSON.parse(await body.text()) as unknown));

  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  const notice = () => document.getElementById('chunk-failure')!;

  it('shows the message and logs type and source when a chunk script fails', async () => {
    chunkStatus.set('/_next/static/chunks/0cz1d0mv5g_q7.js', 'unreachable');
    addScript('/_next/static/chunks/0cz1d0mv5g_q7.js').dispatchEvent(new Event('error'));
    expect(notice().hidden).toBe(false);
    await vi.waitFor(() => expect(beacon).toHaveBeenCalled());
    expect(probe).toHaveBeenCalledWith('/_next/static/chunks/0cz1d0mv5g_q7.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
    expect(notice().querySelector('p')).toHaveTextContent(
      'Een deel van deze pagina kon niet geladen worden.',
    );
    expect(consoleError).toHaveBeenCalledWith('Loading chunk 0cz1d0mv5g_q7 failed', {
      type: 'error',
      source: '/_next/static/chunks/0cz1d0mv5g_q7.js',
    });
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/client-errors');
    expect(JSON.parse(await body.text())).toEqual({
      message: 'Loading chunk 0cz1d0mv5g_q7 failed',
      type: 'error',
      source: '/_next/static/chunks/0cz1d0mv5g_q7.js',
      page: '/',
    });
  });

  it('ignores scripts that are not chunks of the site', () => {
    addScript('https://www.google.com/recaptcha/api.js').dispatchEvent(new Event('error'));
    expect(notice().hidden).toBe(true);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('counts a chunk still loading after 120 s as a timeout, and one that loads as fine', async () => {
    const slow = addScript('/_next/static/chunks/slow.js');
    const quick = addScript('/_next/static/chunks/quick.js');
    await Promise.resolve(); // the mutation observer sees both
    quick.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(119_999);
    expect(notice().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(notice().hidden).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Loading chunk slow failed', {
      type: 'timeout',
      source: '/_next/static/chunks/slow.js',
    });
    slow.remove();
  });

  it('catches an unhandled ChunkLoadError and logs each chunk once', async () => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/map.js from module 7'), {
      name: 'ChunkLoadError',
    });
    for (let i = 0; i < 2; i++) {
      const event = new Event('unhandledrejection') as Event & { reason?: unknown };
      event.reason = error;
      window.dispatchEvent(event);
    }
    expect(notice().hidden).toBe(false);
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Loading chunk map failed', {
      type: 'error',
      source: '/_next/static/chunks/map.js',
    });
  });

  it("types a chunk the server no longer has as 'missing', one it answers as 'error'", async () => {
    chunkStatus.set('/_next/static/chunks/gone.js', 404);
    chunkStatus.set('/_next/static/chunks/broken.js', 200);
    addScript('/_next/static/chunks/gone.js').dispatchEvent(new Event('error'));
    addScript('/_next/static/chunks/broken.js').dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));
    expect(await sentReports()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'missing', source: '/_next/static/chunks/gone.js' }),
        expect.objectContaining({ type: 'error', source: '/_next/static/chunks/broken.js' }),
      ]),
    );
  });

  it('reloads the page from its button', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
      href: 'http://localhost/',
      pathname: '/',
    });
    addScript('/_next/static/chunks/reload.js').dispatchEvent(new Event('error'));
    notice().querySelector('button')!.click();
    expect(reload).toHaveBeenCalled();
  });

  // Last: once the page has come to life, it stays so for every test after this one.
  it('once the page has come to life, leaves the notice to the code that asked for the chunk', async () => {
    window.__chunkFailurePageReady!();
    chunkStatus.set('/_next/static/chunks/lightbox.js', 404);
    addScript('/_next/static/chunks/lightbox.js').dispatchEvent(new Event('error'));
    // An island boundary reports the same chunk again, without the notice: still one report.
    window.__chunkFailure!('error', '/_next/static/chunks/lightbox.js', false);
    await vi.waitFor(() => expect(beacon).toHaveBeenCalled());
    expect(notice().hidden).toBe(true);
    expect(await sentReports()).toEqual([expect.objectContaining({ type: 'missing' })]);
  });
});
