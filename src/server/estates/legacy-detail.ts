import 'server-only';
import { unitOf } from '@/domain/estate';
import type { Locale } from '@/i18n/locales';
import { loadEstate, loadExternalEstate } from './estate-loader';
import { parseEstateId } from '@/server/estates/estate-id';
import { estateHref, unitHref } from '@/display/estate/estate-paths';

type Query = Record<string, string | string[] | undefined>;

/** The names under which older links carried the estate id. */
const estateIdKeys = [
  'id',
  'estateId',
  'estate_id',
  'estate',
  'propertyId',
  'property_id',
  'property',
  'objectId',
];
/** The names under which they carried a project unit. */
const unitIdKeys = ['entityId', 'entity_id', 'unitId', 'unit_id', 'unit'];
/** `source` values meaning the external source of spec §7 (`estates/skarabee/{id}`). */
const externalSources = new Set(['skarabee', 'external']);

function firstValue(query: Query, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = query[key];
    const text = Array.isArray(value) ? value[0] : value;
    if (text?.trim()) return text.trim();
  }
  return null;
}

/** A key the external source can look up: its numeric id or its guid. */
const externalKey = /^[\w-]{1,64}$/;

/**
 * Where a legacy `/detail?…` link goes: the canonical URL of its estate (or of its project unit);
 * null when the query names no estate that exists.
 */
export async function legacyDetailTarget(query: Query, locale: Locale) {
  const rawId = firstValue(query, estateIdKeys);
  if (!rawId) return null;
  const source = firstValue(query, ['source'])?.toLowerCase();
  const external = source !== undefined && externalSources.has(source);
  const id = parseEstateId(rawId);
  let group = null;
  if (external) group = externalKey.test(rawId) ? await loadExternalEstate(rawId) : null;
  else if (id !== null) group = await loadEstate(id);
  if (!group) return null;
  const unitId = firstValue(query, unitIdKeys);
  const unit = unitId ? unitOf(group, unitId) : null;
  return unit ? unitHref(group, unit, locale) : estateHref(group, locale);
}
