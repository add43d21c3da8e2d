import 'server-only';
import { getTranslations } from 'next-intl/server';
import {
  getVisitorFormErrorTexts,
  type VisitorFormErrorTexts,
} from '@/components/forms/send-to-friend-labels';
import type { Locale } from '@/i18n/locales';

const keys = [
  'loading',
  'error',
  'retry',
  'empty',
  'days',
  'times',
  'chosen',
  'change',
  'name',
  'email',
  'phone',
  'privacy',
  'submit',
  'sending',
  'booked',
  'slotTaken',
  'failure',
  'more',
] as const;

/** Texts of the booking widget; 'times', 'chosen' and 'booked' keep their {day}, {moment}, {email}. */
export type LiveAgendaLabels = Record<(typeof keys)[number], string> & { errors: VisitorFormErrorTexts };

export async function getLiveAgendaLabels(locale: Locale): Promise<LiveAgendaLabels> {
  const [t, errors] = await Promise.all([
    getTranslations({ locale, namespace: 'LiveAgenda' }),
    getVisitorFormErrorTexts(locale),
  ]);
  // Raw texts: the widget fills the placeholders with what the visitor picks.
  const texts = Object.fromEntries(keys.map((key) => [key, t.raw(key) as string]));
  return { ...(texts as Record<(typeof keys)[number], string>), errors };
}
