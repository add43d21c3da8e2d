import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Whether the page's code has started, or never will: Next sets `window.next` as it starts, in the
 * task that then hydrates. A document without Next's scripts (JSON, XML, a text answer) has none to
 * wait for; a kept page names its chunks only in its inline starter.
 */
function codeStartedOrAbsent(): boolean {
  if ('next' in window) return true;
  return ![...document.scripts].some(
    (script) => script.src.includes('/_next/static/') || script.text.includes('/_next/static/'),
  );
}

type Navigation = Parameters<Page['goto']>[1];

/** Waits where the navigation waited for the load event (Playwright's default). */
const waitsForLoad = (options: Navigation) => (options?.waitUntil ?? 'load') === 'load';

/**
 * Playwright's `test`, whose page's `goto` and `reload` also wait for the page's code to have started.
 * A kept page starts its scripts once its main photo is on the screen, after the load event
 * (docs/architecture.md, server/page-cache/photo-first-scripts.ts): a test that typed or clicked right
 * after load would act before React listens, as no visitor is quick enough to.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, withPage) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const untilCodeStarted = async <T>(navigation: Promise<T>, options: Navigation) => {
        const response = await navigation;
        if (waitsForLoad(options)) await page.waitForFunction(codeStartedOrAbsent);
        return response;
      };
      page.goto = (url, options) => untilCodeStarted(goto(url, options), options);
      page.reload = (options) => untilCodeStarted(reload(options), options);
    }
    await withPage(page);
  },
});
