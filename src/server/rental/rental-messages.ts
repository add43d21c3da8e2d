import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import de from '../../../messages/de/rental.json';
import en from '../../../messages/en/rental.json';
import fr from '../../../messages/fr/rental.json';
import nl from '../../../messages/nl/rental.json';

// Bundled with the code that needs them outside a page render (JSON answers, card models built for
// "load more"), so those texts never depend on the request's i18n set-up.
const rentalMessages = { nl, fr, en, de } as const satisfies Record<Locale, typeof nl>;

/** The rental texts of one language; keys are namespaced: t('RentalCard.title', …). */
export function rentalTranslator(locale: Locale) {
  return createTranslator({ locale, messages: rentalMessages[locale] as typeof nl });
}
