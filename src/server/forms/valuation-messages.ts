import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { isValuationErrorKey } from '@/domain/forms/valuation-error-keys';
import type { Locale } from '@/i18n/locales';
import de from '../../../messages/de/valuation.json';
import en from '../../../messages/en/valuation.json';
import fr from '../../../messages/fr/valuation.json';
import nl from '../../../messages/nl/valuation.json';
import { parseFields } from './parse-fields';

// Bundled with the handler, like the form messages: answers and mails never wait for a page's i18n.
const valuationMessages = { nl, fr, en, de } as const satisfies Record<Locale, typeof nl>;

/** The valuation texts of one language; keys are namespaced: t('ValuationSummary.address'). */
export function valuationTranslator(locale: Locale) {
  return createTranslator({ locale, messages: valuationMessages[locale] as typeof nl });
}

/**
 * The fields of a valuation request by its schema, or a 400 with one message per field (named by its
 * path, 'property.bedrooms') in the visitor's language.
 */
export function parseValuationFields<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  locale: Locale,
): z.output<Schema> {
  return parseFields(schema, body, () => {
    const t = valuationTranslator(locale);
    return {
      messageOf: (issue) =>
        t(`ValuationErrors.${isValuationErrorKey(issue.message) ? issue.message : 'invalid'}`),
      invalid: t('ValuationErrors.invalid'),
    };
  });
}
