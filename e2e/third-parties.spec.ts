import { expect, test, type Page } from './support/test';
import { estateWithVideo } from './support/demo-estates';
import { pageLanguages, pageTypes, settle, type PageLanguage } from './support/page-types';
import { DEMO_PUBLIC_URL } from './support/servers';

/**
 * No third party hears of a visitor before the visitor asks for something it serves: a page, read to
 * the bottom, with its map view and photo lightbox opened, asks nothing of any host but the site's own
 * and the content service's photo host. A video player is the visitor's own request, made by pressing
 * play.
 */

/** Where the content service's photos come from. */
const PHOTO_HOST = DEMO_PUBLIC_URL;

const words = {
  nl: { map: 'Kaart', openVideo: /^Video afspelen:/, play: /^Video ‘.+’ afspelen$/ },
  fr: { map: 'Carte', openVideo: /^Lire la vidéo :/, play: /^Lire la vidéo « .+ »$/ },
} satisfies Record<PageLanguage, unknown>;

type RequestLog = { foreign: () => string[] };

/**
 * Notes every request for another origin than `allowed`, and stops it before it leaves the machine
 * (the test still sees that the page asked).
 */
async function logForeignRequests(page: Page, allowed: readonly string[]): Promise<RequestLog> {
  const foreign: string[] = [];
  const isForeign = (url: URL) => /^(https?|wss?):$/.test(url.protocol) && !allowed.includes(url.origin);
  page.on('request', (request) => {
    if (isForeign(new URL(request.url()))) foreign.push(request.url());
  });
  await page.route(isForeign, (route) => route.abort('blockedbyclient'));
  return { foreign: () => [...foreign] };
}

/** Scrolls a screen at a time to the bottom, so that every island that loads as it comes into view does. */
async function readToTheBottom(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  await Promise.race([page.waitForLoadState('networkidle'), page.waitForTimeout(3_000)]);
}

/** Opens the photo lightbox from the gallery's first photo and walks through every slide, videos included. */
async function browseTheLightbox(page: Page) {
  const gallery = page.locator('[aria-roledescription="carousel"]').first();
  const firstPhoto = gallery.locator('button:has(img)').first();
  if ((await firstPhoto.count()) === 0) return false;
  await gallery.scrollIntoViewIfNeeded();
  await firstPhoto.click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  const slides = await lightbox.locator('.yarl__slide').count();
  for (let slide = 0; slide < slides + 1; slide += 1) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(400);
  }
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  return true;
}

for (const lang of pageLanguages) {
  test.describe(`no third party before the visitor chooses (${lang})`, () => {
    test('on every page type: load, read to the bottom, map view and photo lightbox', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      for (const type of await pageTypes(request, lang)) {
        await test.step(type.name, async () => {
          const pageOrigin = new URL(type.path, baseURL).origin;
          const log = await logForeignRequests(page, [pageOrigin, PHOTO_HOST]);
          await page.goto(type.path);
          await settle(page, type.name);
          await readToTheBottom(page);
          if (type.name === 'listing, gallery') {
            await page.getByRole('button', { name: words[lang].map, exact: true }).click();
            await settle(page, 'listing, map');
          }
          if (/detail|unit/.test(type.name) && type.name !== 'rental detail') {
            expect(await browseTheLightbox(page), `${type.name} has a photo to open`).toBe(true);
          }
          expect(log.foreign(), `${type.name}: requests to other hosts`).toEqual([]);
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          page.removeAllListeners('request');
        });
      }
    });

    test('a video player is loaded only when the visitor presses play, from its privacy-minded host', async ({
      page,
      request,
      baseURL,
    }) => {
      const id = await estateWithVideo(request);
      const log = await logForeignRequests(page, [new URL(baseURL ?? '/').origin, PHOTO_HOST]);
      await page.goto(`/${lang}/${lang === 'nl' ? 'aanbod' : 'offre'}/${id}`);
      await settle(page, 'property detail');
      await page.getByRole('button', { name: words[lang].openVideo }).first().click();
      const lightbox = page.getByRole('dialog');
      const play = lightbox.getByRole('button', { name: words[lang].play });
      await expect(play).toBeVisible();
      await expect(lightbox.getByText(/YouTube \(Google\)/).first()).toBeVisible();
      await expect(lightbox.getByRole('link', { name: /YouTube \(Google\)/ })).toHaveAttribute(
        'href',
        'https://policies.google.com/privacy',
      );
      await page.waitForTimeout(1_000);
      expect(log.foreign(), 'before play').toEqual([]);
      await play.click();
      await expect(lightbox.locator('iframe')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
      );
      await expect
        .poll(() => log.foreign().filter((url) => url.startsWith('https://www.youtube-nocookie.com/')))
        .toHaveLength(1);
    });
  });
}
