import { describe, expect, it } from 'vitest';
import { agreementsSchema, translationsSchema } from '@/content-api/schemas';
import { loadMessages } from '@/i18n/messages';
import { localizedTemplate } from '@/i18n/paths';
import { locales } from '@/i18n/locales';
import { applyTranslationOverrides } from '@/server/translations/apply-overrides';
import { createDemoClient } from './demo-client';

const client = createDemoClient();

describe('demo agreements and translations', () => {
  for (const locale of locales) {
    it(`serves the consents with links to the site's own pages (${locale})`, async () => {
      const agreements = agreementsSchema.parse(
        (await client.get(`/sites/demo/agreements?locale=${locale}`)).json,
      );
      expect(agreements.map(({ type }) => type)).toEqual(['privacy', 'terms', 'marketing']);
      const [privacy, terms] = agreements;
      expect(privacy?.text).toContain(`href="/${locale}${localizedTemplate('/privacy-statement', locale)}"`);
      expect(terms?.text).toContain(`href="/${locale}${localizedTemplate('/terms-of-use', locale)}"`);
    });

    it(`rewords a site text the site can use (${locale})`, async () => {
      const translations = translationsSchema.parse((await client.get(`/translations/${locale}`)).json);
      const { messages, ignored } = applyTranslationOverrides(await loadMessages(locale), translations);
      expect(ignored.filter(({ reason }) => reason !== 'unknown-key')).toEqual([]);
      expect((messages.Footer as Record<string, string>).rights).toBe(translations['Footer.rights']);
    });
  }
});
