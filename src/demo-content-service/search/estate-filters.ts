import type { EstateFilters, EstateGroup, EstateQuery } from '@/content-api/schemas';
import { inFour } from '../localized';
import { headTypes, subTypes } from '../dataset/estate-catalogue';
import { municipalityById } from '../dataset/municipalities';
import { matchesEstateQuery } from './estate-query';

const headTypeById = new Map(Object.values(headTypes).map((type) => [type.id, type]));
const subTypeById = new Map(subTypes.map((subType) => [subType.id, subType]));
const belgium = { id: 'BE', name: inFour('België', 'Belgique', 'Belgium', 'Belgien') };
const byId = (left: { id: number }, right: { id: number }) => left.id - right.id;
const nameCollator = new Intl.Collator('nl', { sensitivity: 'base' });

/** Filter options computed from the estates that match the query: only choices that find something. */
export function estateFilterOptions(groups: readonly EstateGroup[], query: EstateQuery): EstateFilters {
  const records = groups
    .filter((group) => matchesEstateQuery(group, query))
    .map((group) => group.children[0]!);
  const typeCounts = new Map<number, number>();
  const locationIds = new Set<number>();
  const subTypeIds = new Set<number>();
  const bedrooms = new Set<number>();
  const transactions = new Map<number, EstateFilters['transactions'][number]>();
  const prices: number[] = [];
  for (const { general, address, price } of records) {
    typeCounts.set(general.headType.id, (typeCounts.get(general.headType.id) ?? 0) + 1);
    if (address) locationIds.add(address.city.id);
    if (general.subType) subTypeIds.add(general.subType.id);
    if (general.bedroomCount) bedrooms.add(general.bedroomCount);
    transactions.set(general.transaction.id, { id: general.transaction.id, name: general.transaction.name });
    if (typeof price?.value === 'number') prices.push(price.value);
  }
  const locations = [...locationIds].map((id) => {
    const municipality = municipalityById(id);
    return {
      id,
      zip: municipality.zip,
      name: municipality.name,
      alias: municipality.alias ?? null,
      lat: municipality.lat,
      lon: municipality.lon,
    };
  });
  return {
    headTypes: [...typeCounts]
      .map(([id, count]) => ({ id, name: headTypeById.get(id)?.name ?? inFour(String(id)), count }))
      .sort(byId),
    locations: locations.sort((left, right) => nameCollator.compare(left.name.nl, right.name.nl)),
    prices:
      prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: null, max: null },
    subTypes: [...subTypeIds]
      .flatMap((id) => {
        const subType = subTypeById.get(id);
        return subType ? [{ id, headTypeId: headTypes[subType.headType].id, name: subType.name }] : [];
      })
      .sort(byId),
    bedrooms: [...bedrooms].sort((left, right) => left - right),
    transactions: [...transactions.values()].sort(byId),
    countries: records.length > 0 ? [belgium] : [],
  };
}
