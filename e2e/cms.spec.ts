import { expect, test } from './support/test';
import { watchMapTiles } from './support/tiles';

test.describe('CMS pages with entity lists', () => {
  test('the about page shows the team and the offices from the entity lists, in Dutch', async ({ page }) => {
    await watchMapTiles(page);
    await page.goto('/nl/over-ons');
    const team = page.getByRole('region', { name: 'Ons team' });
    const sofie = team
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Sofie Claes' }) });
    await expect(sofie.getByText('Zaakvoerder')).toBeVisible();
    await expect(sofie.getByRole('img', { name: 'Sofie Claes' })).toBeVisible();
    await expect(sofie.getByRole('link', { name: 'sofie.claes@vitrine-immo.be' })).toHaveAttribute(
      'href',
      'mailto:sofie.claes@vitrine-immo.be',
    );
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(6);

    const offices = page.getByRole('region', { name: 'Onze kantoren' });
    await expect(offices.getByText('Openingsuren').first()).toBeVisible();
    // An office's map loads as the visitor scrolls to it.
    await offices.getByTestId('location-map').first().scrollIntoViewIfNeeded();
    await expect(offices.getByRole('region', { name: 'Vitrine Immo Gent op de kaart' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('the same page in French shows the team with French roles', async ({ page }) => {
    await watchMapTiles(page);
    await page.goto('/fr/a-propos');
    const team = page.getByRole('region', { name: 'Notre équipe' });
    const sofie = team
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Sofie Claes' }) });
    await expect(sofie.getByText('Gérante')).toBeVisible();
    await expect(team.getByText('Conseiller immobilier').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Nos agences' }).getByText('Heures d’ouverture').first(),
    ).toBeVisible();
  });

  test('a page mixing blocks serves its asset image from the site with a long cache', async ({
    page,
    request,
  }) => {
    await page.goto('/en/living-in-ghent');
    await expect(page.getByRole('heading', { level: 1, name: 'Living in Ghent' })).toBeVisible();
    const image = page.getByRole('img', { name: 'Façades on the Graslei' });
    await expect(image).toBeVisible();
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/media\/assets\/wonen-in-gent\.svg\?hash=\w+&version=1$/);
    const asset = await request.get(src!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(page.getByRole('region', { name: 'For sale in Ghent' })).toBeVisible();
  });
});

test.describe('estate landing pages', () => {
  test('a landing page lists only the matching estates, under its own title and text', async ({ page }) => {
    await page.goto('/nl/te-koop/gent');
    await expect(page.getByRole('heading', { level: 1, name: 'Te koop in Gent' })).toBeVisible();
    await expect(page.getByText('Ontdek ons volledige aanbod te koop in Gent.')).toBeVisible();
    const detailLinks = page.locator('main a[href^="/nl/aanbod/"]');
    await expect(detailLinks.first()).toBeVisible();
    const hrefs = await detailLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/-gent$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      /\/fr\/a-vendre\/gand$/,
    );
  });

  test('a landing page link in another language leads to its own address there', async ({ page }) => {
    await page.goto('/fr/te-koop/gent');
    await expect(page).toHaveURL(/\/fr\/a-vendre\/gand$/);
    await expect(page.getByRole('heading', { level: 1, name: 'À vendre à Gand' })).toBeVisible();
  });

  test('the footer links to landing pages and collections, and the sitemap lists them', async ({
    page,
    request,
  }) => {
    await page.goto('/nl');
    const footer = page.getByRole('contentinfo');
    const collectionLink = footer.getByRole('link', { name: 'Alle nieuwbouwprojecten' });
    await expect(collectionLink).toHaveAttribute('href', '/nl/collectie/3/nieuwbouwprojecten');
    await expect(footer.getByRole('link', { name: 'Te koop in Gent' })).toHaveAttribute(
      'href',
      '/nl/te-koop/gent',
    );
    await page.goto('/nl/collectie/3/nieuwbouwprojecten');
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwbouwprojecten' })).toBeVisible();
    await expect(page.locator('main a[href^="/nl/aanbod/"]').first()).toBeVisible();

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/nl/te-koop/gent</loc>');
    expect(sitemap).toContain('/de/zu-vermieten/brussel</loc>');
    expect(sitemap).toContain('/fr/collection/3/projets-neufs</loc>');
  });
});
