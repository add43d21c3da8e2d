import type { EstateRecord } from '@/content-api/schemas';
import type { EstateFacts } from './estate-facts';

/** The address section: a one-line street address plus the parts, the city with its id, and the position. */
export function addressOf(facts: EstateFacts): EstateRecord['address'] {
  const { municipality } = facts;
  // "bus" in Dutch-speaking addresses, "boîte" in Walloon ones.
  const boxWord = municipality.region === 'wallonia' ? 'boîte' : 'bus';
  const box = facts.box ? ` ${boxWord} ${facts.box}` : '';
  return {
    visible: facts.addressVisible,
    street_address: `${facts.street.display} ${facts.number}${box}`,
    street: facts.street.localized,
    number: facts.number,
    box: facts.box,
    city: {
      id: municipality.id,
      name: municipality.name,
      zip: municipality.zip,
      alias: municipality.alias ?? null,
    },
    zip: municipality.zip,
    region: municipality.region,
    country: 'BE',
    geoLocation: facts.geoLocation,
  };
}
