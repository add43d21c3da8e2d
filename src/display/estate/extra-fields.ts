import { pageText, type EstateRecord, type Locale } from '@/content-api/schemas';
import { isHiddenValue } from '@/domain/estate';

/** An agency-defined field (spec §3): a short text, a long text (paragraphs) or another value. */
export interface ExtraFieldText {
  id: number;
  long: boolean;
  text: string;
  /** The text's language, when the agency wrote none in the page's. */
  lang?: Locale;
}

/** TEXT and BIGTEXT read their language's text first, then the plain value; other types their value. */
export function extraFieldTexts(record: EstateRecord, locale: Locale): ExtraFieldText[] {
  return (record.extraFields ?? []).flatMap((extra) => {
    const isText = extra.type === 'TEXT' || extra.type === 'BIGTEXT';
    const localized = isText ? pageText(extra.value_lang_string, locale) : { text: '' };
    const value = isHiddenValue(extra.value) ? '' : String(extra.value).trim();
    const shown = localized.text ? localized : { text: value };
    if (!shown.text) return [];
    const long = extra.type === 'BIGTEXT';
    return [
      { id: extra.extra_field_autoid, long, text: shown.text, ...(shown.lang && { lang: shown.lang }) },
    ];
  });
}
