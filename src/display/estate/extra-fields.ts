import { pageText, type EstateRecord, type Locale, type PageText } from '@/content-api/schemas';
import { isHiddenValue } from '@/domain/estate';

/** An agency-defined field (spec §3): a short text, a long text (paragraphs) or another value. */
export interface ExtraFieldText {
  id: number;
  long: boolean;
  text: string;
  /** The text's language, when the agency wrote none in the page's. */
  lang?: Locale;
  /** The field's name as the agency gave it; a value other than text is shown only with one. */
  label?: PageText;
}

/**
 * TEXT and BIGTEXT read their language's text first, then the plain value; other types their value,
 * and only under the name the agency gave the field: a bare '3' says nothing.
 */
export function extraFieldTexts(record: EstateRecord, locale: Locale): ExtraFieldText[] {
  return (record.extraFields ?? []).flatMap((extra) => {
    const isText = extra.type === 'TEXT' || extra.type === 'BIGTEXT';
    const localized = isText ? pageText(extra.value_lang_string, locale) : { text: '' };
    const value = isHiddenValue(extra.value) ? '' : String(extra.value).trim();
    const shown = localized.text ? localized : { text: value };
    const label = pageText(extra.label, locale);
    if (!shown.text || (!isText && !label.text)) return [];
    const long = extra.type === 'BIGTEXT';
    return [
      {
        id: extra.extra_field_autoid,
        long,
        text: shown.text,
        ...(shown.lang && { lang: shown.lang }),
        ...(label.text && { label }),
      },
    ];
  });
}
