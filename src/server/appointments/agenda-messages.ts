import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { isVisitorFormErrorKey } from '@/domain/forms/visitor-form-errors';
import type { Locale } from '@/i18n/locales';
import { parseFields } from '@/server/forms/parse-fields';
import de from '../../../messages/de/agenda.json';
import en from '../../../messages/en/agenda.json';
import fr from '../../../messages/fr/agenda.json';
import nl from '../../../messages/nl/agenda.json';

// Bundled with the handlers, so JSON answers never depend on a page render's i18n set-up.
const agendaMessages = { nl, fr, en, de } as const satisfies Record<Locale, typeof nl>;

/** The agenda and send-to-a-friend texts of one language; keys are namespaced: t('AgendaErrors.slotTaken'). */
export function agendaTranslator(locale: Locale) {
  return createTranslator({ locale, messages: agendaMessages[locale] as typeof nl });
}

/**
 * The fields of a visitor form by its schema, or a 400 with one message per field in the visitor's
 * language (the schema names its failures by VisitorFormErrors keys).
 */
export function parseVisitorForm<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  locale: Locale,
): z.output<Schema> {
  return parseFields(schema, body, () => {
    const t = agendaTranslator(locale);
    return {
      messageOf: (issue) =>
        t(`VisitorFormErrors.${isVisitorFormErrorKey(issue.message) ? issue.message : 'invalid'}`),
      invalid: t('VisitorFormErrors.invalid'),
    };
  });
}
