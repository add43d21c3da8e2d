import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEAD_UPSTREAM_SITE_PORT, DEMO_PORT } from './support/servers';

const GONE_ESTATE_ID = 99_999_999;

/** Estates on offer in the demo content service, newest first. */
async function estateIdsOnOffer(request: APIRequestContext, count: number): Promise<number[]> {
  const response = await request.post(`http://127.0.0.1:${DEMO_PORT}/sites/demo/estates`, {
    data: { query: {}, pagination: { from: 0, size: count } },
  });
  const body = (await response.json()) as { results: { id: number }[] };
  return body.results.map((estate) => estate.id);
}

/** Saves favorites as the heart would, then reloads so the page reads them. */
async function saveFavorites(page: Page, ids: number[]) {
  await page.evaluate((value) => localStorage.setItem('vitrine.favorites', value), JSON.stringify(ids));
  await page.reload();
}

/** Presses the heart of the first card not saved yet, as a visitor would; gives its estate id. */
async function saveFirstUnsavedCard(page: Page): Promise<string | null> {
  const unsaved = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Bewaren als favoriet' }) })
    .first();
  const id = await unsaved.getAttribute('data-estate-id');
  await unsaved.getByRole('button', { name: 'Bewaren als favoriet' }).click();
  await expect(
    page
      .locator(`article[data-estate-id="${id}"]`)
      .getByRole('button', { name: 'Verwijderen uit favorieten' }),
  ).toHaveAttribute('aria-pressed', 'true');
  return id;
}

const favoriteCards = (page: Page, listName: string) =>
  page.getByRole('list', { name: listName }).getByRole('article');

test.describe('favorites', () => {
  test('hearts on a listing survive a reload, count in the navbar and appear on /fr/favoris', async ({
    page,
  }) => {
    await page.goto('/nl/te-koop');
    const firstId = await saveFirstUnsavedCard(page);
    const secondId = await saveFirstUnsavedCard(page);

    const navbarLink = page.getByRole('link', { name: /^Favorieten/ });
    await expect(navbarLink).toHaveAccessibleName('Favorieten (2)');
    await page.reload();
    await expect(navbarLink).toHaveAccessibleName('Favorieten (2)');
    await expect(page.getByRole('button', { name: 'Verwijderen uit favorieten', pressed: true })).toHaveCount(
      2,
    );

    await page.goto('/fr/favoris');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
    const cards = favoriteCards(page, 'Biens enregistrés');
    await expect(cards).toHaveCount(2);
    const shownIds = await cards.evaluateAll((articles) =>
      articles.map((article) => article.getAttribute('data-estate-id')),
    );
    expect(shownIds.sort()).toEqual([firstId, secondId].sort());
    await expect(page.getByRole('link', { name: /^Favoris/ })).toHaveAccessibleName('Favoris (2)');
  });

  test('removing a favorite takes it off the page and the count, also after a reload', async ({
    page,
    request,
  }) => {
    const ids = await estateIdsOnOffer(request, 3);
    await page.goto('/en/favorites');
    await saveFavorites(page, ids);
    const cards = favoriteCards(page, 'Saved properties');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Favorites/ })).toHaveAccessibleName('Favorites (3)');

    await cards.first().getByRole('button', { name: 'Remove from favorites', pressed: true }).click();
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('link', { name: /^Favorites/ })).toHaveAccessibleName('Favorites (2)');
    await page.reload();
    await expect(cards).toHaveCount(2);
  });

  test('says kindly that a saved estate is gone and removes it with the keyboard', async ({
    page,
    request,
  }) => {
    const [id] = await estateIdsOnOffer(request, 1);
    await page.goto('/de/favoriten');
    await saveFavorites(page, [id!, GONE_ESTATE_ID]);
    await expect(page.getByRole('heading', { name: 'Diese Immobilie ist nicht mehr online' })).toBeVisible();
    await expect(favoriteCards(page, 'Gespeicherte Immobilien')).toHaveCount(2);

    const remove = page.getByRole('button', { name: 'Aus meinen Favoriten entfernen' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Diese Immobilie ist nicht mehr online' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Favoriten/ })).toHaveAccessibleName('Favoriten (1)');
  });

  test('without favorites the page invites to browse the offer and asks not to be indexed', async ({
    page,
  }) => {
    await page.goto('/nl/favorieten');
    await expect(page.getByRole('heading', { name: 'U hebt nog geen favorieten' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bekijk ons aanbod' })).toHaveAttribute(
      'href',
      '/nl/te-koop',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('estate AJAX endpoints', () => {
  test('answer the estate, cities and similar estates as JSON', async ({ request }) => {
    const [id] = await estateIdsOnOffer(request, 1);
    const estate = await request.get(`/nl/ajax/estate/${id}`);
    expect(estate.status()).toBe(200);
    expect(((await estate.json()) as { estate: { id: number } }).estate.id).toBe(id);

    const cities = await request.get('/fr/ajax/search-city?q=liege');
    expect(await cities.json()).toEqual({
      cities: [expect.objectContaining({ zip: '4000', name: 'Liège' })],
    });

    const similar = await request.get(`/en/ajax/similar-estate/${id}`);
    const { estates } = (await similar.json()) as { estates: { id: number }[] };
    expect(estates.length).toBeLessThanOrEqual(6);
    expect(estates.map((other) => other.id)).not.toContain(id);
  });

  for (const [path, status, code] of [
    ['/nl/ajax/estate/abc', 400, 'invalid_input'],
    ['/nl/ajax/estate/-3', 400, 'invalid_input'],
    ['/xx/ajax/estate/12', 400, 'invalid_locale'],
    ['/fr/ajax/search-city?q=', 400, 'invalid_input'],
    [`/de/ajax/search-city?q=${'a'.repeat(61)}`, 400, 'invalid_input'],
    ['/en/ajax/similar-estate/1.5', 400, 'invalid_input'],
    [`/fr/ajax/estate/${GONE_ESTATE_ID}`, 404, 'not_found'],
    [`/nl/ajax/similar-estate/${GONE_ESTATE_ID}`, 404, 'not_found'],
  ] as const) {
    test(`answer ${path} with ${status} ${code}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expect(response.headers()['content-type']).toContain('application/json');
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(10);
    });
  }

  test('answer 503 JSON, not 500, while the content service is down', async ({ request }) => {
    const response = await request.get(`http://localhost:${DEAD_UPSTREAM_SITE_PORT}/en/ajax/estate/12`);
    expect(response.status()).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'Our listings are temporarily unavailable. Please try again in a moment.',
      },
    });
  });
});
