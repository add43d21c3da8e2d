import 'server-only';
import { getMessages } from 'next-intl/server';
import { estateLabels } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import type { CodeLabels } from '@/display/estate/code-labels';
import type { FieldFormatContext } from '@/display/estate/field-rows';

/** The listing labels of the language and the translated free code lists, for formatting fields. */
export async function fieldFormatContext(locale: Locale): Promise<FieldFormatContext> {
  // The code lists are whole dictionaries (code -> label), read as they are rather than key by key.
  const codes: CodeLabels = (await getMessages({ locale })).EstateCodes;
  return { locale, labels: estateLabels(locale), codes };
}
