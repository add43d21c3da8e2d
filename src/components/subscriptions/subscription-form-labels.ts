import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CityPickerLabels } from '@/components/listing/CityPicker';
import type { SubscriptionErrorKey } from '@/domain/subscriptions';
import { locales, type Locale } from '@/i18n/locales';

/** Every text the subscription form shows, translated on the server and handed to the client island. */
export type SubscriptionFormLabels = {
  formName: string;
  editFormName: string;
  email: string;
  language: string;
  languages: { value: Locale; label: string }[];
  criteria: string;
  criteriaHint: string;
  city: CityPickerLabels;
  types: string;
  transactions: string;
  priceMin: string;
  priceMax: string;
  bedrooms: string;
  bedroomsOptions: { value: string; label: string }[];
  privacy: string;
  submit: string;
  sending: string;
  save: string;
  saving: string;
  saved: string;
  failure: string;
  errors: Record<SubscriptionErrorKey, string>;
};

/** "At least n bedrooms" for n up to the listing's large bucket (6+, spec §9). */
const BEDROOM_STEPS = [1, 2, 3, 4, 5, 6];

export async function getSubscriptionFormLabels(locale: Locale): Promise<SubscriptionFormLabels> {
  const [t, e, language] = await Promise.all([
    getTranslations({ locale, namespace: 'SubscriptionForm' }),
    getTranslations({ locale, namespace: 'SubscriptionErrors' }),
    getTranslations({ locale, namespace: 'LanguageSwitcher' }),
  ]);
  return {
    formName: t('formName'),
    editFormName: t('editFormName'),
    email: t('email'),
    language: t('language'),
    languages: locales.map((value) => ({ value, label: language(value) })),
    criteria: t('criteria'),
    criteriaHint: t('criteriaHint'),
    city: {
      city: t('city'),
      placeholder: t('cityPlaceholder'),
      suggestions: t('citySuggestions'),
      noMatch: t('cityNoMatch'),
      searching: t('citySearching'),
      searchFailed: t('citySearchFailed'),
      // The picker puts each chip's city in place of the literal {city}.
      removeCity: t.raw('removeCity') as string,
      selectedCities: t('selectedCities'),
    },
    types: t('types'),
    transactions: t('transactions'),
    priceMin: t('priceMin'),
    priceMax: t('priceMax'),
    bedrooms: t('bedrooms'),
    bedroomsOptions: [
      { value: '', label: t('bedroomsAny') },
      ...BEDROOM_STEPS.map((count) => ({ value: String(count), label: t('bedroomsAtLeast', { count }) })),
    ],
    privacy: t('privacy'),
    submit: t('submit'),
    sending: t('sending'),
    save: t('save'),
    saving: t('saving'),
    saved: t('saved'),
    failure: t('failure'),
    errors: {
      emailInvalid: e('emailInvalid'),
      privacyRequired: e('privacyRequired'),
      priceOrder: e('priceOrder'),
      tooLong: e('tooLong'),
      captchaRequired: e('captchaRequired'),
      invalid: e('invalid'),
    },
  };
}
