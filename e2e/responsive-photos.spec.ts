import { expect, test, type Page } from './support/test';
import { pagePath } from './support/page-types';
import { MULTI_SITE_PORT, SITE_PORT } from './support/servers';

/**
 * The photos of the content service are real AVIF/WebP/JPEG photos in five widths; the pages offer
 * them in a srcset sized to where they are drawn, so a phone fetches small ones and a wide screen
 * larger ones, one photo per page leads, and nothing moves when they arrive.
 */

/** Whether the page's text is drawn in Inter: its face has loaded and the body's font names it first. */
function interIsDrawn(): boolean {
  const loaded = [...document.fonts].some((face) => face.family === 'inter' && face.status === 'loaded');
  return loaded && /^"?inter"?,/.test(getComputedStyle(document.body).fontFamily);
}

/** The width of all text in <main>, summed over its lines, so that wrapping differently does not count. */
function textWidthInMain(): number {
  const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let width = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) width += rect.width;
  }
  return width;
}

type PhotoFetch = { url: string; width: number; bytes: number; type: string };

/** Every estate or rental photo the page fetches, with the width it asked for and what it weighed. */
function recordPhotoFetches(page: Page): PhotoFetch[] {
  const fetched: PhotoFetch[] = [];
  page.on('requestfinished', async (request) => {
    const url = request.url();
    const { pathname } = new URL(url);
    const isPhoto = pathname.includes('/media/estates/') || pathname.startsWith('/rental-photo/');
    const width = Number(new URL(url).searchParams.get('w'));
    if (!isPhoto || !width) return;
    const response = await request.response();
    const sizes = await request.sizes();
    fetched.push({
      url,
      width,
      bytes: sizes.responseBodySize,
      type: (await response?.headerValue('content-type')) ?? '',
    });
  });
  return fetched;
}

/** Waits until every photo in the first screen has arrived and been drawn (not those beside it in a carousel). */
async function photosInViewLoaded(page: Page) {
  await page.waitForLoadState('load');
  // The cards' other photos are laid out, and so fetched, only once the main photo has been drawn.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-main-photo-drawn'));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.images].filter((image) => {
            const box = image.getBoundingClientRect();
            const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
            return inView && box.width > 0 && !image.complete;
          }).length,
      ),
    )
    .toBe(0);
}

/** Starts counting layout shifts before the page's first byte (a visitor's CLS, unprompted shifts only). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; images: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const images = (entry.sources ?? []).filter(
          (source) => source.node instanceof Element && source.node.closest('img, picture'),
        ).length;
        shifts.push({ value: entry.value, images });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShifts(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; images: number }[] }).__shifts,
  );
}

/** The `<img>` elements of the page that are asked for at high priority. */
function highPriorityImages(page: Page) {
  return page.locator('img[fetchpriority="high"]').count();
}

test.describe('a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 });

  test('fetches small card photos on a listing, in a modern format, and only the first leads', async ({
    page,
  }) => {
    const fetched = recordPhotoFetches(page);
    await watchLayoutShifts(page);
    await page.goto('/nl/te-koop');
    await photosInViewLoaded(page);
    const cards = page.locator('article[data-estate-id] img');
    await expect(cards.first()).toHaveAttribute('srcset', /\?w=320 320w, .*\?w=2400 2400w$/);
    await expect(cards.first()).toHaveAttribute('sizes', /.+/);
    expect(fetched.length).toBeGreaterThan(0);
    for (const photo of fetched) {
      expect(photo.width, photo.url).toBeLessThanOrEqual(640);
      expect(photo.bytes, photo.url).toBeLessThan(80_000);
      expect(photo.type, photo.url).toBe('image/avif');
    }
    expect(await highPriorityImages(page)).toBe(1);
    await expect(cards.first()).toHaveAttribute('fetchpriority', 'high');
    // Every other card waits until it nears the viewport, and is never preloaded ahead of the first.
    await expect(
      page.locator('head link[rel="preload"][as="image"][imagesrcset*="/media/estates/"]'),
    ).toHaveCount(1);
    await expect(cards.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(cards.nth(1)).toHaveAttribute('fetchpriority', 'auto');
    const shifts = await layoutShifts(page);
    expect(shifts.filter((shift) => shift.images > 0)).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.02);
  });

  test('fetches a small main photo on an estate’s page, the only one at high priority', async ({
    page,
    request,
  }) => {
    const fetched = recordPhotoFetches(page);
    await watchLayoutShifts(page);
    await page.goto((await pagePath(request, 'nl', 'property detail'))!);
    await photosInViewLoaded(page);
    const main = page.locator('.swiper-slide img').first();
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('srcset', /\?w=640 640w/);
    const mainFetch = fetched.find((photo) => photo.url.includes('/0.jpg?'));
    expect(mainFetch?.width).toBe(640);
    for (const photo of fetched) expect(photo.width, photo.url).toBeLessThanOrEqual(640);
    expect(await highPriorityImages(page)).toBe(1);
    const shifts = await layoutShifts(page);
    expect(shifts.filter((shift) => shift.images > 0)).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.02);
  });

  test('lets an estate’s main photo arrive alone: the gallery’s other photos, the scripts and the font come after it', async ({
    page,
    request,
  }) => {
    // One timeline of what the page asked for and what arrived, in the order the browser saw it.
    const events: { arrived: boolean; url: string }[] = [];
    page.on('request', (request) => events.push({ arrived: false, url: request.url() }));
    page.on('requestfinished', (request) => events.push({ arrived: true, url: request.url() }));
    await page.goto((await pagePath(request, 'nl', 'property detail'))!);
    await page.waitForLoadState('load');
    expect(await page.locator('.swiper-slide img').count()).toBeGreaterThan(1);

    const isMainPhoto = (url: string) => /\/media\/estates\/\d+\/0\.jpg\?/.test(url);
    const isOtherPhoto = (url: string) => /\/media\/estates\/\d+\/[1-9]\d*\.jpg\?/.test(url);
    const isScript = (url: string) => /\/_next\/static\/.+\.js$/.test(url);
    const isFont = (url: string) => /\.woff2$/.test(url);
    const mainArrived = events.findIndex((event) => event.arrived && isMainPhoto(event.url));
    expect(mainArrived).toBeGreaterThan(0);
    // Whatever was asked for before the main photo had arrived shared the phone's bandwidth with it.
    const askedBefore = events.slice(0, mainArrived).filter((event) => !event.arrived);
    expect(askedBefore.filter((event) => isOtherPhoto(event.url))).toEqual([]);
    expect(askedBefore.filter((event) => isScript(event.url))).toEqual([]);
    expect(askedBefore.filter((event) => isFont(event.url))).toEqual([]);
    // The text ends up in the site's own font all the same.
    await expect.poll(() => page.evaluate(interIsDrawn), { timeout: 10_000 }).toBe(true);
    const requested = () => events.filter((event) => !event.arrived).map((event) => event.url);

    // Once the page has loaded and the browser is idle, the next photo is fetched before the first swipe.
    await expect.poll(() => requested().filter(isOtherPhoto).length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  test('lets a listing’s first photo arrive alone on a phone, then shows the cards around it with theirs', async ({
    page,
    request,
  }) => {
    const asked: string[] = [];
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route(/\/media\/estates\//, async (route) => {
      asked.push(route.request().url());
      if (asked.length === 1) await firstHeld;
      await route.continue();
    });
    await page.goto((await pagePath(request, 'nl', 'listing, gallery'))!, { waitUntil: 'domcontentloaded' });
    const mainPhoto = page.locator('img[fetchpriority="high"]');
    await expect(mainPhoto).toHaveCount(1);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    // Whatever a browser asks for at once it asks for while parsing and laying out the first screen.
    await page.waitForTimeout(1_000);
    const firstEstateId = await page
      .locator('article[data-estate-id]')
      .first()
      .getAttribute('data-estate-id');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(`/media/estates/${firstEstateId}/0.jpg?`);
    // The cards keep their photo's box meanwhile, so nothing moves when the photos come.
    const boxHeights = () =>
      page.$$eval('article [class*="media"]', (boxes) =>
        boxes.map((box) => box.getBoundingClientRect().height),
      );
    const heightsWhileHeld = await boxHeights();

    releaseFirst();
    const secondCardPhoto = page.locator('article img').nth(1);
    await secondCardPhoto.scrollIntoViewIfNeeded();
    await expect
      .poll(() => secondCardPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThan(1);
    expect(await boxHeights()).toEqual(heightsWhileHeld);
  });

  test('draws text in a stand-in sized like Inter until the main photo is in, so Inter hardly moves it', async ({
    page,
    request,
  }) => {
    let releasePhoto = () => {};
    const photoHeld = new Promise<void>((resolve) => (releasePhoto = resolve));
    await page.route(/\/media\/estates\/\d+\/0\.jpg\?/, async (route) => {
      await photoHeld;
      await route.continue();
    });
    await page.goto((await pagePath(request, 'fr', 'property detail'))!, { waitUntil: 'domcontentloaded' });
    const before = await page.evaluate(() => {
      const unquoted = (name: string) => name.trim().replace(/^["']|["']$/g, '');
      const first = unquoted(getComputedStyle(document.body).fontFamily.split(',')[0] ?? '');
      // size-adjust is not in TypeScript's DOM types yet.
      const faces: (FontFace & { sizeAdjust?: string })[] = [...document.fonts];
      const face = faces.find((candidate) => unquoted(candidate.family) === first);
      return {
        photoDrawn: document.documentElement.hasAttribute('data-main-photo-drawn'),
        first,
        sizeAdjust: face?.sizeAdjust ?? null,
      };
    });
    // A renamed fallback would leave the body naming a face nobody declared: the system font, unsized.
    expect(before.photoDrawn).toBe(false);
    expect(before.first).not.toBe('inter');
    expect(before.sizeAdjust).toMatch(/^\d+(\.\d+)?%$/);
    expect(before.sizeAdjust).not.toBe('100%');
    const fallbackWidth = await page.evaluate(textWidthInMain);
    releasePhoto();
    await expect.poll(() => page.evaluate(interIsDrawn), { timeout: 10_000 }).toBe(true);
    // Whatever sans-serif the system has (this one lacks Arial, as Android does), its stand-in sets the
    // page's text about as wide as Inter does, so Inter's arrival hardly moves a line.
    const interWidth = await page.evaluate(textWidthInMain);
    expect(Math.abs(fallbackWidth / interWidth - 1)).toBeLessThan(0.025);
  });

  test('draws a page without a main photo in the site’s own font too', async ({ page, request }) => {
    await page.goto((await pagePath(request, 'fr', 'valuation'))!);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(interIsDrawn), { timeout: 10_000 }).toBe(true);
  });

  test('fetches a small first photo of a holiday home, through the site, and only one leads', async ({
    page,
    request,
  }) => {
    const fetched = recordPhotoFetches(page);
    await page.goto((await pagePath(request, 'nl', 'rental detail'))!);
    await photosInViewLoaded(page);
    const first = fetched.find((photo) => /\/rental-photo\/\d+\/0-original\.jpg/.test(photo.url));
    expect(first?.width).toBe(640);
    expect(first?.type).toBe('image/avif');
    for (const photo of fetched) expect(photo.width, photo.url).toBeLessThanOrEqual(640);
    expect(await highPriorityImages(page)).toBe(1);
  });
});

test.describe('a phone of Lighthouse’s density (2.625)', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2.625 });

  test('never fetches the desktop sizes of a card or main photo', async ({ page, request }) => {
    const fetched = recordPhotoFetches(page);
    await page.goto('/nl/te-koop');
    await photosInViewLoaded(page);
    await page.goto((await pagePath(request, 'nl', 'property detail'))!);
    await photosInViewLoaded(page);
    expect(fetched.length).toBeGreaterThan(1);
    for (const photo of fetched) expect(photo.width, photo.url).toBeLessThanOrEqual(1024);
  });
});

test.describe('a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test('fetches a large main photo on an estate’s page', async ({ page, request }) => {
    const fetched = recordPhotoFetches(page);
    await watchLayoutShifts(page);
    await page.goto((await pagePath(request, 'nl', 'property detail'))!);
    await photosInViewLoaded(page);
    const main = fetched.find((photo) => photo.url.includes('/0.jpg?'));
    // The smallest offered width that fills the 1240 px gallery.
    expect(main?.width).toBe(1280);
    // A photo of a camera's weight (AVIF at 1280 px: some 40 KB), not a drawing of a few.
    expect(main?.bytes).toBeGreaterThan(30_000);
    expect(await highPriorityImages(page)).toBe(1);
    const shifts = await layoutShifts(page);
    expect(shifts.filter((shift) => shift.images > 0)).toEqual([]);
  });

  test('fetches card photos at the size of their column', async ({ page }) => {
    const fetched = recordPhotoFetches(page);
    await page.goto('/nl/te-koop');
    await photosInViewLoaded(page);
    expect(fetched.length).toBeGreaterThan(0);
    for (const photo of fetched) expect(photo.width, photo.url).toBe(640);
    expect(await highPriorityImages(page)).toBe(1);
  });

  test('no page asks for more than one image at high priority', async ({ page, request }) => {
    for (const name of ['home', 'CMS page', 'listing, gallery', 'project detail', 'rental listing']) {
      await page.goto((await pagePath(request, 'nl', name))!);
      await page.waitForLoadState('load');
      expect(await highPriorityImages(page), name).toBeLessThanOrEqual(1);
    }
  });

  test('the lightbox shows a photo in a size that fills the screen', async ({ page, request }) => {
    const fetched = recordPhotoFetches(page);
    await page.goto((await pagePath(request, 'nl', 'property detail'))!);
    await photosInViewLoaded(page);
    fetched.length = 0;
    await page.locator('.swiper-slide button:has(img)').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img').first()).toBeVisible();
    await expect(dialog.locator('img[srcset]').first()).toHaveAttribute('srcset', /\?w=2400 2400w/);
    await expect.poll(() => fetched.filter((photo) => photo.width >= 1024).length).toBeGreaterThan(0);
    for (const photo of fetched) expect(photo.width, photo.url).toBeLessThan(2400);
  });
});

test('a sharing image draws the main photo of an estate and of a holiday home, fetched at a size that covers it', async ({
  page,
  request,
}) => {
  for (const name of ['property detail', 'rental detail']) {
    await page.goto((await pagePath(request, 'nl', name))!);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const answer = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(answer.status(), name).toBe(200);
    expect(answer.headers()['content-type'], name).toBe('image/png');
    // The site's card instead of the photo (a photo that could not be fetched or drawn) is kept a minute only.
    expect(answer.headers()['cache-control'], name).toContain('max-age=3600');
  }
});

/**
 * An estate's photos come over the connection the page came on, on every host name of every site: a
 * phone needs no new connection to another host (a handshake and a slow start of its own) before the
 * photo it came for.
 */
test.describe('photos from the page’s own origin, 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const url of [
    '/nl/te-koop',
    `http://127.0.0.1:${SITE_PORT}/fr/a-vendre`,
    `http://kust.localhost:${MULTI_SITE_PORT}/de/zu-verkaufen`,
  ]) {
    test(`a listing's photos and an estate's gallery come from the page's own host (${url})`, async ({
      page,
    }) => {
      const fetched = recordPhotoFetches(page);
      await page.goto(url);
      await photosInViewLoaded(page);
      const origin = new URL(page.url()).origin;
      const cardPhoto = page.locator('article[data-estate-id] img').first();
      expect(new URL(await cardPhoto.evaluate((image: HTMLImageElement) => image.currentSrc)).origin).toBe(
        origin,
      );
      expect(fetched.length).toBeGreaterThan(0);
      for (const photo of fetched) {
        expect(new URL(photo.url).origin, photo.url).toBe(origin);
        expect(photo.type, photo.url).toBe('image/avif');
      }

      fetched.length = 0;
      await page.locator('article[data-estate-id] a').first().click();
      await expect(page.locator('.swiper-slide img').first()).toBeVisible();
      await photosInViewLoaded(page);
      const mainPhoto = page.locator('.swiper-slide img').first();
      expect(new URL(await mainPhoto.evaluate((image: HTMLImageElement) => image.currentSrc)).origin).toBe(
        origin,
      );
      for (const photo of fetched) expect(new URL(photo.url).origin, photo.url).toBe(origin);
    });
  }
});
