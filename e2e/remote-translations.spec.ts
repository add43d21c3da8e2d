import { expect, test } from './support/test';

// The demo service rewords the footer's copyright line (src/demo-content-service/content/translations.ts),
// keeping its {year} and {siteName}: the site shows the service's text over its bundled one.
const footers = {
  nl: /^© \d{4} .+ · erkend vastgoedmakelaar BIV\. Alle rechten voorbehouden\.$/,
  fr: /^© \d{4} .+ · agent immobilier agréé IPI\. Tous droits réservés\.$/,
} as const;

for (const [lang, footer] of Object.entries(footers)) {
  test(`the content service's translations override the bundled texts (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.getByRole('contentinfo').getByText(footer)).toBeVisible();
  });
}
