import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { isVisitorFormErrorKey } from '@/domain/forms/visitor-form-errors';
import type { Locale } from '@/i18n/locales';
import { errorCodes, RouteError, type FieldMessages } from '@/server/http/route-error';
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
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const t = agendaTranslator(locale);
  const fields: FieldMessages = {};
  for (const issue of result.error.issues) {
    const key = issue.message && isVisitorFormErrorKey(issue.message) ? issue.message : 'invalid';
    // An unknown extra field is named by its own key, not by the object that holds it.
    const path = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.')];
    for (const field of path) fields[field || 'input'] ??= t(`VisitorFormErrors.${key}`);
  }
  const [message = t('VisitorFormErrors.invalid')] = Object.values(fields);
  throw new RouteError(400, errorCodes.invalidInput, message, fields);
}
