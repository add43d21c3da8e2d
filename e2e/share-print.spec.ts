import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import jsQR from 'jsqr';
import { pagePath, settle, type PageLanguage } from './support/page-types';
import { watchMapTiles } from './support/tiles';

const texts = {
  nl: {
    share: 'Delen',
    menu: 'Deel deze pagina',
    copy: 'Link kopiëren',
    copied: 'Link gekopieerd',
    whatsApp: /WhatsApp/,
    email: 'Via e-mail',
    print: 'Afdrukken',
    contact: 'Contact',
  },
  fr: {
    share: 'Partager',
    menu: 'Partager cette page',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    whatsApp: /WhatsApp/,
    email: 'Par e-mail',
    print: 'Imprimer',
    contact: 'Contact',
  },
} as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DETAIL_TYPES = ['property detail', 'project detail', 'project unit', 'rental detail'] as const;

/** Opens a detail page with tracking junk in its address, which a shared link must leave behind. */
async function openDetail(
  page: Page,
  request: Parameters<typeof pagePath>[0],
  lang: PageLanguage,
  name: string,
) {
  const path = await pagePath(request, lang, name);
  if (!path) throw new Error(`no ${name} page in ${lang}`);
  await watchMapTiles(page);
  await page.goto(`${path}?utm_source=newsletter&ref=junk`);
  await settle(page, name);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/^http:\/\/localhost:\d+\//);
  expect(canonical).not.toContain('?');
  return canonical!;
}

/** The dark modules the QR code's SVG path draws, as black and white pixels a QR reader scans. */
async function scanQrCode(page: Page): Promise<string | undefined> {
  const svg = page.locator('figure[data-qr-url] svg');
  const [viewBox, path] = await Promise.all([
    svg.getAttribute('viewBox'),
    svg.locator('path').getAttribute('d'),
  ]);
  const side = Number(viewBox!.split(' ')[2]);
  const scale = 4;
  const width = side * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, length] of path!.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let column = Number(x) * scale; column < (Number(x) + Number(length)) * scale; column += 1) {
        data.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
      }
    }
  }
  return jsQR(data, width, width)?.data;
}

/** Pages of a PDF made by Chromium: one page object each. */
const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

for (const lang of ['nl', 'fr'] as const) {
  const words = texts[lang];

  test.describe(`share and print (${lang})`, () => {
    test.describe('without Web Share', () => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(() => {
          delete (Navigator.prototype as Partial<Navigator>).share;
        });
      });

      test('the menu copies the canonical address and links WhatsApp and mail to it', async ({
        page,
        request,
      }) => {
        const canonical = await openDetail(page, request, lang, 'property detail');
        const toggle = page.getByRole('button', { name: words.share, exact: true });
        await toggle.click();
        const menu = page.getByRole('group', { name: words.menu });
        await expect(menu).toBeVisible();

        const whatsApp = new URL(
          (await menu.getByRole('link', { name: words.whatsApp }).getAttribute('href'))!,
        );
        expect(whatsApp.origin).toBe('https://wa.me');
        expect(whatsApp.searchParams.get('text')).toContain(canonical);
        const mail = (await menu.getByRole('link', { name: words.email }).getAttribute('href'))!;
        expect(mail.startsWith('mailto:')).toBe(true);
        expect(new URLSearchParams(mail.slice(mail.indexOf('?') + 1)).get('body')).toContain(canonical);

        const { violations } = await new AxeBuilder({ page })
          .include('[aria-label="' + words.menu + '"]')
          .withTags(WCAG_TAGS)
          .analyze();
        expect(violations.map((violation) => violation.id)).toEqual([]);

        await menu.getByRole('button', { name: words.copy }).click();
        await expect(menu.getByRole('status')).toHaveText(words.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
      });

      test('on a phone the open menu stays within the screen', async ({ page, request }, testInfo) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await openDetail(page, request, lang, 'property detail');
        await page.getByRole('button', { name: words.share, exact: true }).click();
        const menu = page.getByRole('group', { name: words.menu });
        await menu.getByRole('button', { name: words.copy }).click();
        await expect(menu.getByRole('status')).toHaveText(words.copied);
        const box = (await menu.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        await menu.screenshot({ path: testInfo.outputPath(`share-menu-${lang}-375.png`) });
      });

      test('a rental is shared by its canonical address too', async ({ page, request }) => {
        const canonical = await openDetail(page, request, lang, 'rental detail');
        await page.getByRole('button', { name: words.share, exact: true }).click();
        await page.getByRole('button', { name: words.copy }).click();
        await expect(page.getByRole('group', { name: words.menu }).getByRole('status')).toHaveText(
          words.copied,
        );
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
      });
    });

    test('with Web Share, the share sheet gets the canonical address', async ({ page, request }) => {
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { sharedData: shared });
        Navigator.prototype.share = async (data?: ShareData) => {
          if (data) shared.push(data);
        };
      });
      const canonical = await openDetail(page, request, lang, 'project unit');
      await page.getByRole('button', { name: words.share, exact: true }).click();
      const shared = await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
      expect(shared).toEqual([{ url: canonical, title: expect.any(String) }]);
      expect(shared[0]?.title).toBeTruthy();
      await expect(page.getByRole('group', { name: words.menu })).toBeHidden();
    });

    for (const name of DETAIL_TYPES) {
      test(`the ${name} prints as a brochure of at most two A4 pages with a QR code`, async ({
        page,
        request,
      }, testInfo) => {
        const canonical = await openDetail(page, request, lang, name);
        await expect(page.getByRole('button', { name: words.print })).toBeVisible();
        await expect(page.locator('figure[data-qr-url]')).toBeHidden();

        // The width of an A4 sheet, so that the screenshot for a human check looks like the paper.
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.emulateMedia({ media: 'print' });
        await expect(page.locator('figure[data-qr-url]')).toBeVisible();
        expect(await scanQrCode(page)).toBe(canonical);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('navbar')).toBeHidden();
        await expect(page.locator('body > footer')).toBeHidden();
        await expect(page.getByRole('button', { name: words.print })).toBeHidden();
        await expect(page.getByRole('button', { name: words.share, exact: true })).toBeHidden();
        await expect(page.getByRole('tablist').first()).toBeHidden();
        await expect(page.locator('form:visible')).toHaveCount(0);
        // Who to call stays on paper: the agent's card, or for a holiday rental the agency itself.
        if (name === 'rental detail') {
          const agency = page.getByRole('region', { name: words.contact });
          await expect(agency).toBeVisible();
          await expect(agency.locator('address')).toContainText('@');
        } else {
          await expect(page.locator('#contact')).toBeVisible();
        }

        await page.screenshot({
          path: testInfo.outputPath(`brochure-${lang}-${name.replaceAll(' ', '-')}.png`),
          fullPage: true,
        });
        const pdf = await page.pdf({ format: 'A4', printBackground: true });
        await testInfo.attach(`brochure-${lang}.pdf`, { body: pdf, contentType: 'application/pdf' });
        const pages = pdfPageCount(pdf);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages).toBeLessThanOrEqual(2);
      });
    }
  });
}
