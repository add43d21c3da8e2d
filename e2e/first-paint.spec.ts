import { expect, test, type Locator, type Page } from './support/test';
import { pagePath } from './support/page-types';

/**
 * What a visitor sees before touching anything: the first photo at full strength, nothing of the
 * contact form under the bar at the foot of a phone's screen, tab rows that show they scroll, and
 * dates written as each language writes them.
 */

/** The opacity an element is drawn with: its own times that of every element around it. */
function drawnOpacity(element: Locator) {
  return element.evaluate((node) => {
    let opacity = 1;
    for (let at: Element | null = node; at; at = at.parentElement) {
      opacity *= Number(getComputedStyle(at).opacity);
    }
    return opacity;
  });
}

async function openUntouched(page: Page, path: string | null) {
  expect(path).not.toBeNull();
  await page.goto(path!);
  await page.waitForLoadState('load');
  // Long enough for anything that would wait for a quiet moment (the carousel code is fetched then).
  await Promise.race([page.waitForLoadState('networkidle'), page.waitForTimeout(5_000)]);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The mean brightness (0–255) of a strip `width` px wide at the left or right end of an element's
 * top `rows` px, read from a screenshot (decoded by the browser in a page of its own).
 */
async function edgeBrightness(page: Page, element: Locator, side: 'left' | 'right', width = 3, rows = 6) {
  const png = (await element.screenshot({ animations: 'disabled' })).toString('base64');
  const reader = await page.context().newPage();
  try {
    return await reader.evaluate(
      async ({ png, side, width, rows }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const x = side === 'left' ? 0 : image.width - width;
        const { data } = context.getImageData(x, 1, width, rows);
        let sum = 0;
        for (let index = 0; index < data.length; index += 4) {
          sum += (data[index]! + data[index + 1]! + data[index + 2]!) / 3;
        }
        return sum / (data.length / 4);
      },
      { png, side, width, rows },
    );
  } finally {
    await reader.close();
  }
}

test.describe('first paint, 1280 px', () => {
  test('the holiday home’s first photo is at full strength until the visitor reaches for the carousel', async ({
    page,
    request,
  }) => {
    await openUntouched(page, await pagePath(request, 'nl', 'rental detail'));
    const carousel = page.getByRole('region', { name: "Foto's van de vakantiewoning" });
    const first = carousel.locator('.swiper-slide').first().locator('img');
    await expect(first).toBeVisible();
    expect(await drawnOpacity(first)).toBe(1);

    // Reached for, Swiper runs: the photo in the middle leads, its neighbours are dimmed.
    await carousel.hover();
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
    await expect.poll(() => drawnOpacity(carousel.locator('.swiper-slide-active img'))).toBe(1);
    await expect.poll(() => drawnOpacity(carousel.locator('.swiper-slide-next img'))).toBe(0.5);
  });

  test('an estate’s first photo is at full strength before any interaction', async ({ page, request }) => {
    await openUntouched(page, await pagePath(request, 'nl', 'property detail'));
    const first = page.locator('.swiper-slide').first().locator('img');
    await expect(first).toBeVisible();
    expect(await drawnOpacity(first)).toBe(1);
  });
});

test.describe('first paint, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the contact bar leads to the contact card and never covers its form', async ({ page, request }) => {
    await openUntouched(page, await pagePath(request, 'nl', 'property detail'));
    // The bar, found whether it shows or not (a role query sees only what shows).
    const shortcut = page.locator('a[href="#contact"]', { hasText: 'Contact opnemen' });
    await expect(page.getByRole('link', { name: 'Contact opnemen' })).toBeVisible();
    const bar = shortcut.locator('..');
    const form = page.locator('#contact form').first();
    const card = page.locator('#contact');

    // What loads as it comes near (the visit agenda, whose days take as many rows as there are free
    // days, the location map) may still move the card down: the page is read down to the end once,
    // and the card's place taken after that.
    for (let screen = 0; screen < 30; screen += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 2);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(100);
      if (atEnd) break;
    }
    await Promise.race([page.waitForLoadState('networkidle'), page.waitForTimeout(5_000)]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(shortcut).toBeVisible();

    // Every position from the card's first pixel on screen to the end of the page: the bar has
    // stepped aside, and nothing of it lies over the form.
    const cardTop = await card.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = cardTop - 812 + 40; y <= end + 199; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
      await expect(shortcut).toBeHidden();
      const formBox = await form.boundingBox();
      const barBox = await bar.boundingBox();
      const barDrawn = await bar.evaluate((node) => getComputedStyle(node).visibility === 'visible');
      if (formBox && barBox && barDrawn) expect(overlap(formBox, barBox)).toBe(false);
    }

    // Back at the top, the bar is there again and takes the visitor to the card.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(shortcut).toBeVisible();
    await shortcut.click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(card).toBeInViewport();
    await expect(shortcut).toBeHidden();
  });

  test('the holiday home’s tab row shows that it scrolls, and every tab is reachable by keyboard', async ({
    page,
    request,
  }) => {
    await openUntouched(page, await pagePath(request, 'nl', 'rental detail'));
    const tablist = page.getByRole('tablist', { name: 'Over deze woning' });
    await tablist.scrollIntoViewIfNeeded();
    const overflow = await tablist.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow).toBeGreaterThan(0);

    // A shade on the right edge while more tabs lie that way; none on the left yet.
    const pageTone = await edgeBrightness(page, tablist, 'left');
    expect(pageTone - (await edgeBrightness(page, tablist, 'right'))).toBeGreaterThan(12);

    // The keyboard reaches the last tab, and the row scrolls it into view.
    await tablist.getByRole('tab', { name: 'Beschrijving' }).focus();
    await page.keyboard.press('End');
    const last = tablist.getByRole('tab', { name: 'Beschikbaarheid' });
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    const [rowBox, lastBox] = [await tablist.boundingBox(), await last.boundingBox()];
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width + 1);

    // At the row's end the shade has moved to the left edge.
    await tablist.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    const rightTone = await edgeBrightness(page, tablist, 'right');
    expect(Math.abs(rightTone - pageTone)).toBeLessThan(4);
    expect(rightTone - (await edgeBrightness(page, tablist, 'left'))).toBeGreaterThan(12);
  });
});

const dayNames = {
  nl: /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)$/,
  fr: /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)$/,
} as const;

for (const [lang, pattern] of Object.entries(dayNames) as [keyof typeof dayNames, RegExp][]) {
  test(`the visit agenda writes its day names in lower case, as ${lang} does`, async ({ page, request }) => {
    await openUntouched(page, await pagePath(request, lang, 'property detail'));
    const section = page.getByRole('region', {
      name: lang === 'nl' ? 'Plan een bezoek' : 'Planifier une visite',
    });
    await section.scrollIntoViewIfNeeded();
    const times = section.getByRole('group', {
      name: lang === 'nl' ? /^Vrije momenten op / : /^Moments libres le /,
    });
    await expect(times).toBeVisible();
    // innerText: the words as drawn, after any CSS text-transform.
    const drawn = await times.locator('p').first().innerText();
    expect(drawn).toMatch(pattern);
  });
}

/**
 * Before any of the page's own code is added, the photo the visitor came for (the page's largest
 * paint) has arrived; then the code comes, and the page comes to life.
 */
test.describe('the photo before the scripts, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const name of ['home', 'listing, gallery', 'property detail', 'project unit', 'rental detail']) {
    test(`${name}: no chunk of the page's code starts before its first photo has arrived`, async ({
      page,
      request,
    }) => {
      await page.addInitScript(() => {
        const seen = { photoUrl: '', photoTag: '', firstChunkAt: -1, ready: false };
        Object.assign(window, { __seen: seen });
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & {
            element?: Element | null;
            url?: string;
          };
          seen.photoTag = last.element?.tagName ?? '';
          seen.photoUrl = last.url ?? '';
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              const isChunk = node instanceof HTMLScriptElement && /\/_next\/static\//.test(node.src);
              if (isChunk && !node.noModule && seen.firstChunkAt < 0) seen.firstChunkAt = performance.now();
            }
          }
        }).observe(document, { childList: true, subtree: true });
        Object.defineProperty(window, '__chunkFailurePageReady', {
          configurable: true,
          get: () => () => (seen.ready = true),
          set: () => undefined,
        });
      });
      await openUntouched(page, await pagePath(request, 'nl', name));
      type Seen = { photoUrl: string; photoTag: string; firstChunkAt: number; ready: boolean };
      const seen = () => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
      await expect.poll(async () => (await seen()).ready).toBe(true);
      const { photoUrl, photoTag, firstChunkAt } = await seen();
      expect(photoTag).toBe('IMG');
      const photoArrivedAt = await page.evaluate(
        (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.responseEnd,
        photoUrl,
      );
      expect(photoArrivedAt).toBeGreaterThan(0);
      expect(firstChunkAt).toBeGreaterThanOrEqual(photoArrivedAt!);
    });
  }
});

/**
 * A page brings its CSS in itself: its first paint waits for no stylesheet (each a request, and on a
 * phone often a connection, of its own), and neither hydration nor moving on in the page fetches the
 * framework's chunks of that CSS: the page looks as it does with them.
 */
test.describe('the CSS in the page, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const name of ['home', 'listing, gallery', 'property detail', 'rental detail']) {
    test(`${name}: no stylesheet fetched before the first paint, and none of the page's fetched later`, async ({
      page,
      request,
    }) => {
      const stylesheets: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
      });
      await openUntouched(page, await pagePath(request, 'nl', name));
      expect(stylesheets).toEqual([]);
      // Drawn with the site's styles (a browser's own would leave a margin and no colour).
      await expect(page.locator('body')).toHaveCSS('margin', '0px');
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 248, 245)');
      // The framework's own links to the chunks the page carries stay, unfetched, for its router.
      const carried = await page.$$eval('head link[rel="stylesheet"][disabled]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(carried.length).toBeGreaterThan(1);
      // The page has come to life and the router has its own record of the same chunks.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }).click();
      await expect(page).toHaveURL(/\/nl\/privacyverklaring$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const path of stylesheets) expect(carried).not.toContain(path);
    });
  }
});
