import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import de from '../../../messages/de/favorites.json';
import en from '../../../messages/en/favorites.json';
import fr from '../../../messages/fr/favorites.json';
import nl from '../../../messages/nl/favorites.json';

// Bundled with the handlers: an error answer must never wait for, or fail on, loading its own text.
const errorMessages = { nl, fr, en, de } satisfies Record<Locale, typeof nl>;

/** The messages of JSON error answers in one language. */
export function apiErrorTranslator(locale: Locale) {
  return createTranslator({ locale, messages: errorMessages[locale], namespace: 'ApiErrors' });
}

export type ApiErrorTranslator = ReturnType<typeof apiErrorTranslator>;
