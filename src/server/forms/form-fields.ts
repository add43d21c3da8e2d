import 'server-only';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { formsTranslator, isFormErrorText } from './form-messages';
import { parseFields } from './parse-fields';

/** The fields of a contact form by its schema, or a 400 with per-field messages in the visitor's language. */
export function parseFormFields<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  locale: Locale,
): z.output<Schema> {
  return parseFields(schema, body, () => {
    const t = formsTranslator(locale);
    return {
      messageOf: (issue) => t(`FormErrors.${isFormErrorText(issue.message) ? issue.message : 'invalid'}`),
      invalid: t('FormErrors.invalid'),
    };
  });
}
