import type { EstateRecord } from '@/content-api/schemas';
import type { EnumerationName } from './labels';

/**
 * What a field holds, which decides how it is formatted and how "empty" and "unknown" read:
 * area and size are m² and m where -1 means unknown (a dash, spec §5); liquid is litres and distance
 * metres (spec §9); yesNo is a yes/no answer
 * with a description; code is an enumeration value labelled through `enumeration`.
 */
export type FieldKind =
  | 'text'
  | 'html'
  | 'localized'
  | 'number'
  | 'year'
  | 'count'
  | 'money'
  | 'pricePerArea'
  | 'area'
  | 'size'
  | 'liquid'
  | 'distance'
  | 'percentage'
  | 'date'
  | 'flag'
  | 'yesNo'
  | 'code'
  | 'codeList'
  | 'list'
  | 'epc'
  | 'epcTotal'
  | 'co2'
  | 'geo';

export interface EstateFieldDefinition<K extends string = string> {
  /** Dotted key, also the key of the field's label ('financial.price'). */
  key: K;
  kind: FieldKind;
  /** For codes: the enumeration whose value labels translate them. */
  enumeration?: EnumerationName;
  read: (record: EstateRecord) => unknown;
}

export function field<const K extends string>(
  key: K,
  kind: FieldKind,
  read: (record: EstateRecord) => unknown,
  enumeration?: EnumerationName,
): EstateFieldDefinition<K> {
  return enumeration ? { key, kind, read, enumeration } : { key, kind, read };
}
