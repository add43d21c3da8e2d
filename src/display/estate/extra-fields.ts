import { localize, type EstateRecord, type Locale } from '@/content-api/schemas';
import { isHiddenValue } from '@/domain/estate';

/** An agency-defined field (spec §3): a short text, a long text (paragraphs) or another value. */
export interface ExtraFieldText {
  id: number;
  long: boolean;
  text: string;
}

/** TEXT and BIGTEXT read their language's text first, then the plain value; other types their value. */
export function extraFieldTexts(record: EstateRecord, locale: Locale): ExtraFieldText[] {
  return (record.extraFields ?? []).flatMap((extra) => {
    const isText = extra.type === 'TEXT' || extra.type === 'BIGTEXT';
    const localized = isText ? localize(extra.value_lang_string, locale) : '';
    const value = isHiddenValue(extra.value) ? '' : String(extra.value);
    const text = (localized || value).trim();
    return text ? [{ id: extra.extra_field_autoid, long: extra.type === 'BIGTEXT', text }] : [];
  });
}
