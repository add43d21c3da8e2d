/** A value an index field can hold once resolved: what terms, match, range and sort compare. */
export type IndexValue = string | number | boolean;

const localeKeys = ['nl', 'fr', 'en', 'de'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A LocalizedString is indexed by its Dutch name (then any other), as the real service does. */
function asLocalizedName(value: Record<string, unknown>): string | undefined {
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((key) => localeKeys.includes(key))) return undefined;
  for (const key of localeKeys) {
    const text = value[key];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

function collect(value: unknown, into: IndexValue[]): void {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    into.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collect(item, into));
  } else if (isPlainObject(value)) {
    const name = asLocalizedName(value);
    if (name !== undefined) into.push(name);
  }
}

/**
 * Every value found at a dotted path ('address.city.id'). Arrays along the way fan out, so
 * 'estate_collections.estate_collection_id' yields one value per collection; null and missing
 * give an empty list.
 */
export function resolveIndexValues(record: unknown, path: string): IndexValue[] {
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    const nextLevel: unknown[] = [];
    for (const node of current) {
      const items = Array.isArray(node) ? node : [node];
      for (const item of items) {
        if (isPlainObject(item) && key in item) nextLevel.push(item[key]);
      }
    }
    current = nextLevel;
  }
  const values: IndexValue[] = [];
  current.forEach((value) => collect(value, values));
  return values;
}

/** Terms arrive from URLs as text; '12' must find 12 and 'true' must find true. */
export function sameIndexValue(left: IndexValue, right: IndexValue): boolean {
  return String(left) === String(right);
}
