import 'server-only';
import { getTranslations } from 'next-intl/server';
import { visitorFormErrorKeys, type VisitorFormErrorKey } from '@/domain/forms/visitor-form-errors';
import { locales, type Locale } from '@/i18n/locales';

export type VisitorFormErrorTexts = Record<VisitorFormErrorKey, string>;

/** Every text the send-to-a-friend dialog shows, translated on the server for the client island. */
export type SendToFriendLabels = {
  open: string;
  title: string;
  intro: string;
  name: string;
  email: string;
  friendEmail: string;
  friendEmailHint: string;
  locale: string;
  message: string;
  messageHint: string;
  privacy: string;
  submit: string;
  sending: string;
  close: string;
  sent: string;
  sendAnother: string;
  failure: string;
  captchaRequired: string;
  languages: { value: Locale; label: string }[];
  errors: VisitorFormErrorTexts;
};

export async function getVisitorFormErrorTexts(locale: Locale): Promise<VisitorFormErrorTexts> {
  const t = await getTranslations({ locale, namespace: 'VisitorFormErrors' });
  return Object.fromEntries(visitorFormErrorKeys.map((key) => [key, t(key)])) as VisitorFormErrorTexts;
}

export async function getSendToFriendLabels(locale: Locale): Promise<SendToFriendLabels> {
  const [t, errors] = await Promise.all([
    getTranslations({ locale, namespace: 'SendToFriend' }),
    getVisitorFormErrorTexts(locale),
  ]);
  const keys = [
    'open',
    'title',
    'intro',
    'name',
    'email',
    'friendEmail',
    'friendEmailHint',
    'locale',
    'message',
    'messageHint',
    'privacy',
    'submit',
    'sending',
    'close',
    'sent',
    'sendAnother',
    'failure',
    'captchaRequired',
  ] as const;
  return {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>),
    languages: locales.map((value) => ({ value, label: t(`languages.${value}`) })),
    errors,
  };
}
