import type { SortTerm } from '@/content-api/schemas';
import { resolveIndexValues, sameIndexValue, type IndexValue } from './dotted-path';
import type { SearchableGroup } from './estate-query';

/** No sort asked: newest publication first, as the spec's default. */
const defaultEstateSort: SortTerm[] = [{ field: 'general.publicationDate', direction: 'DESC' }];

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

function compareValues(left: IndexValue, right: IndexValue): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** Position in an explicit order; values not listed come after every listed one. */
function explicitRank(value: IndexValue | undefined, order: readonly (string | number)[]): number {
  if (value === undefined) return order.length;
  const index = order.findIndex((candidate) => sameIndexValue(value, candidate));
  return index === -1 ? order.length : index;
}

/** The value a term sorts on: the first one at the field's path, or its rank in an explicit order. */
function sortKey(group: SearchableGroup, term: SortTerm): IndexValue | undefined {
  const value = resolveIndexValues(group.children[0], term.field)[0];
  return term.values && term.values.length > 0 ? explicitRank(value, term.values) : value;
}

function compareKeys(left: IndexValue | undefined, right: IndexValue | undefined, term: SortTerm): number {
  const sign = term.direction === 'DESC' ? -1 : 1;
  const unlisted = term.values && term.values.length > 0 ? term.values.length : undefined;
  // Missing and unlisted values stay last whichever way the others run, like an index without the field.
  const last = (key: IndexValue | undefined) => key === undefined || key === unlisted;
  if (last(left) || last(right)) return last(left) === last(right) ? 0 : last(left) ? 1 : -1;
  return sign * compareValues(left!, right!);
}

/** Sorts by each term in turn; the group id breaks the last ties so pages never overlap. */
export function sortEstateGroups<T extends SearchableGroup>(groups: readonly T[], sort: SortTerm[]): T[] {
  const terms = sort.length > 0 ? sort : defaultEstateSort;
  const keyed = groups.map((group) => ({ group, keys: terms.map((term) => sortKey(group, term)) }));
  keyed.sort((left, right) => {
    for (const [index, term] of terms.entries()) {
      const result = compareKeys(left.keys[index], right.keys[index], term);
      if (result !== 0) return result;
    }
    return left.group.id - right.group.id;
  });
  return keyed.map(({ group }) => group);
}
