import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { PAGE_TYPE_NAMES, pageLanguages, pagePath, settle } from './support/page-types';
import { stubRecaptcha } from './support/recaptcha';
import { watchMapTiles } from './support/tiles';

/** WCAG 2.2 level AA and everything below it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const lang of pageLanguages) {
  test.describe(`accessibility (${lang})`, () => {
    for (const name of PAGE_TYPE_NAMES) {
      test(`${name} has no WCAG 2.2 AA violation`, async ({ page, request }) => {
        const path = await pagePath(request, lang, name);
        test.skip(path === null, `this build has no ${name} page`);
        await watchMapTiles(page);
        await stubRecaptcha(page);
        await page.goto(path!);
        await settle(page, name);

        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const summary = violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
