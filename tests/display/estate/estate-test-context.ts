import { estateLabels } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import type { FieldFormatContext } from '@/display/estate/field-rows';
import nlMessages from '../../../messages/nl/detail.json';

/** The formatting context a page builds, with the Dutch code labels of messages/nl/detail.json. */
export function formatContext(locale: Locale = 'nl'): FieldFormatContext {
  return { locale, labels: estateLabels(locale), codes: nlMessages.EstateCodes };
}
