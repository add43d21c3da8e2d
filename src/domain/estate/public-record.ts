import type { EstateGroup, EstateRecord } from '@/content-api/schemas';
import { isAddressVisible, isVatRegime } from './display-rules';

/*
 * What of an estate may leave the server at all (spec §5). The content service answers the agency's
 * whole record; the site publishes it only after these rules, applied here, once, to every estate the
 * client reads: pages, cards, map data, JSON-LD, mails and the JSON endpoints all start from the
 * public record and cannot show what it no longer holds.
 */

/** Two decimals of a degree (about 1.1 km north–south, 0.7 km east–west here): an area, not a door. */
const APPROXIMATE_DECIMALS = 2;

export function approximateDegrees(degrees: number): number {
  const factor = 10 ** APPROXIMATE_DECIMALS;
  return Math.round(degrees * factor) / factor;
}

/** A hidden address keeps its city, zip, region and country; street, number and box go, the point blurs. */
function withPublicAddress(record: EstateRecord): EstateRecord {
  const { address } = record;
  if (!address || isAddressVisible(record)) return record;
  const point = address.geoLocation;
  return {
    ...record,
    address: {
      ...address,
      street_address: null,
      street: null,
      number: null,
      box: null,
      geoLocation: point ? { lat: approximateDegrees(point.lat), lon: approximateDegrees(point.lon) } : point,
    },
  };
}

/**
 * Under the VAT regime the price, land price, infrastructure price and notary cost total are not
 * published, nor the earlier prices, which would tell the price all the same.
 */
function withPublicPrices(record: EstateRecord): EstateRecord {
  if (!isVatRegime(record)) return record;
  return {
    ...record,
    price: record.price && {
      ...record.price,
      value: null,
      totalPrice: null,
      groundValue: null,
      infrastructureValue: null,
      priceFrom: null,
    },
    priceHistory: null,
    financial: record.financial && { ...record.financial, notaryCostTotal: null },
  };
}

export function publicEstateRecord(record: EstateRecord): EstateRecord {
  return withPublicPrices(withPublicAddress(record));
}

/** Every record of the group (a project and each of its units) under the rules of its own record. */
export function publicEstateGroup(group: EstateGroup): EstateGroup {
  return { ...group, children: group.children.map(publicEstateRecord) };
}
