import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

const CHUNKS = '**/_next/static/chunks/**';

const languages = {
  nl: { message: /Een deel van deze pagina kon niet geladen worden/, reload: 'Pagina herladen' },
  fr: { message: /Une partie de cette page n’a pas pu être chargée/, reload: 'Recharger la page' },
} as const;

/** The "Loading chunk N failed" lines the page logs, with the detail logged beside them. */
function collectChunkLogs(page: Page) {
  const logs: Promise<{ text: string; detail: unknown }>[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' || !/^Loading chunk \S+ failed/.test(message.text())) return;
    logs.push((async () => ({ text: message.text(), detail: await message.args()[1]?.jsonValue() }))());
  });
  return () => Promise.all(logs);
}

for (const [lang, words] of Object.entries(languages)) {
  test(`a script chunk that fails to load shows a message with a reload button (${lang})`, async ({
    page,
  }) => {
    const chunkLogs = collectChunkLogs(page);
    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-errors',
    );
    await page.route(CHUNKS, (route) => route.abort());
    await page.goto(`/${lang}`);

    const alert = page.getByRole('alert').filter({ hasText: words.message });
    await expect(alert).toBeVisible();
    const reload = alert.getByRole('button', { name: words.reload });
    await reload.focus();
    await expect(reload).toBeFocused();

    // Logged with its type and source, in the browser and to the server.
    const sent = (await report).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      message: expect.stringMatching(/^Loading chunk \S+ failed$/),
      type: 'error',
      source: expect.stringMatching(/^\/_next\/static\/chunks\//),
      page: `/${lang}`,
    });
    const [first] = await chunkLogs();
    expect(first?.detail).toEqual({
      type: 'error',
      source: expect.stringMatching(/^\/_next\/static\/chunks\//),
    });

    // Once the chunks load again, the button brings the page back.
    await page.unroute(CHUNKS);
    await reload.press('Enter');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(alert).toBeHidden();
  });
}

test("the report endpoint refuses what is not a chunk report, and any page but the site's own", async ({
  request,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  const refused = await request.post('/api/client-errors', { headers, data: { hello: 'world' } });
  expect(refused.status()).toBe(400);
  const tooLarge = await request.post('/api/client-errors', {
    headers,
    data: { message: 'x', type: 'error', source: 'y'.repeat(5_000) },
  });
  expect(tooLarge.status()).toBe(413);
  const report = { message: 'Loading chunk failed', type: 'error', source: '/_next/static/chunks/x.js' };
  const foreign = await request.post('/api/client-errors', {
    headers: { origin: 'https://evil.example' },
    data: report,
  });
  expect(foreign.status()).toBe(403);
  const unsigned = await request.post('/api/client-errors', { data: report });
  expect(unsigned.status()).toBe(403);
});
