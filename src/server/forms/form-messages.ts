import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import de from '../../../messages/de/forms.json';
import en from '../../../messages/en/forms.json';
import fr from '../../../messages/fr/forms.json';
import nl from '../../../messages/nl/forms.json';

// Bundled with the handlers, so JSON answers never depend on a page render's i18n set-up.
const formMessages = { nl, fr, en, de } as const satisfies Record<Locale, typeof nl>;

export type FormErrorText = keyof (typeof nl)['FormErrors'];

/** The form texts of one language; keys are namespaced: t('FormErrors.tooMany'). */
export function formsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: formMessages[locale] as typeof nl });
}

export function isFormErrorText(value: string): value is FormErrorText {
  return Object.hasOwn(nl.FormErrors, value);
}
