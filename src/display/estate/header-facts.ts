import { localize, type EstateRecord, type Locale } from '@/content-api/schemas';
import { formatPrice, isFieldShown, rentPeriodOf, visibleFields, type EstateFieldKey } from '@/domain/estate';
import { fieldRow, type FieldFormatContext, type FieldRow } from './field-rows';

/** How the price reads at the top of the page. */
export type PriceDisplay =
  { kind: 'onRequest' } | { kind: 'amount'; amount: string; from: boolean; periodCode: string | null };

/** The asking price or rent; "on request" when it is missing, zero or hidden (VAT regime, spec §5). */
export function priceDisplay(record: EstateRecord): PriceDisplay {
  const value = record.price?.value;
  if (typeof value !== 'number' || value <= 0 || !isFieldShown(record, 'financial.price')) {
    return { kind: 'onRequest' };
  }
  return {
    kind: 'amount',
    amount: formatPrice(value),
    from: record.price?.priceFrom === true,
    periodCode: rentPeriodOf(record),
  };
}

const keyFactKeys: readonly EstateFieldKey[] = [
  'general.bedrooms_count',
  'layout.bathrooms_count',
  'general.living_area_surface',
  'general.ground_area_surface',
  'certification.energy_label',
];

/** The few facts under the title: rooms, surfaces and energy label, each only when the rules show it. */
export function keyFacts(record: EstateRecord, context: FieldFormatContext): FieldRow[] {
  const shown = visibleFields(record).filter((definition) => keyFactKeys.includes(definition.key));
  return shown
    .map((definition) => fieldRow(record, definition, context))
    .filter((row): row is FieldRow => row !== null && row.value !== '0');
}

/** 'Kortrijksesteenweg 12, 9000 Gent', or only '9000 Gent' while the agency keeps the address hidden. */
export function addressLine(record: EstateRecord, locale: Locale): string {
  const address = record.address;
  if (!address) return '';
  const place = [address.zip || address.city.zip, localize(address.city.name, locale)]
    .filter(Boolean)
    .join(' ');
  if (!address.visible) return place;
  const street =
    address.street_address?.trim() ||
    [localize(address.street, locale), address.number, address.box].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
