import type { EstateRecord } from '@/content-api/schemas';
import { layoutRooms, visibleFields } from '@/domain/estate';
import { energyCertificates, type EnergyCertificate } from './energy-certificates';
import { extraFieldTexts, type ExtraFieldText } from './extra-fields';
import { fieldRow, type FieldFormatContext, type FieldRow } from './field-rows';
import { floorRows, type FloorRows } from './floor-rows';
import { layoutRoomRows, type LayoutRoomRow } from './layout-rows';

/** The twelve detail tabs of spec §2, in the order a buyer reads them: price first, legal information last. */
export const detailTabIds = [
  'general',
  'financial',
  'financialPriceDetails',
  'financialCosts',
  'financialNotary',
  'notary',
  'layout',
  'construction',
  'comfort',
  'epc',
  'planning',
  'other',
] as const;
export type DetailTabId = (typeof detailTabIds)[number];

export interface DetailTab {
  id: DetailTabId;
  rows: FieldRow[];
  /** Layout tab: one row per room. */
  rooms: LayoutRoomRow[];
  /** Layout tab: the rooms floor by floor. */
  floors: FloorRows[];
  /** Energy tab: the EPC of the estate and of the building's common parts. */
  certificates: EnergyCertificate[];
  /** Other tab: the agency's own fields. */
  extras: ExtraFieldText[];
}

const keysOf = (...keys: string[]) => new Set(keys);

const priceDetailKeys = keysOf(
  'financial.land_price',
  'financial.infrastructure_price',
  'financial.construction_price',
  'financial.furniture_price',
  'financial.construction_value',
);
const costKeys = keysOf(
  'financial.monthly_cost',
  'financial.cadastral_income',
  'financial.cadastral_income_indexed',
  'financial.community_tax',
);
/** Shown elsewhere on the page: the title and texts in the header, the map, and the media sections. */
const keysShownElsewhere = keysOf('title', 'description', 'short_description', 'general.geo_location');

/** The tab a field belongs to, by its dotted label key; null for fields shown outside the tabs. */
export function tabOfField(key: string): DetailTabId | null {
  if (keysShownElsewhere.has(key) || key.startsWith('media.')) return null;
  const group = key.includes('.') ? key.slice(0, key.indexOf('.')) : '';
  if (priceDetailKeys.has(key)) return 'financialPriceDetails';
  if (costKeys.has(key)) return 'financialCosts';
  switch (group) {
    case '':
    case 'general':
    case 'project':
      return 'general';
    case 'financial':
      return 'financial';
    case 'notary_cost':
      return 'financialNotary';
    case 'notary':
      return 'notary';
    case 'layout':
      return 'layout';
    case 'construction':
      return 'construction';
    case 'comfort':
      return 'comfort';
    case 'certification':
      return 'epc';
    case 'planning':
    case 'flood_information':
      return 'planning';
    default:
      return 'other';
  }
}

function hasContent(tab: DetailTab): boolean {
  return (
    tab.rows.length + tab.rooms.length + tab.floors.length + tab.certificates.length + tab.extras.length > 0
  );
}

/**
 * The tabs of a record with the rows every display rule of spec §5 lets through (through
 * `visibleFields`), leaving out the tabs that would be empty.
 */
export function buildDetailTabs(record: EstateRecord, context: FieldFormatContext): DetailTab[] {
  const tabs = new Map<DetailTabId, DetailTab>(
    detailTabIds.map((id) => [id, { id, rows: [], rooms: [], floors: [], certificates: [], extras: [] }]),
  );
  const visible = visibleFields(record);
  for (const definition of visible) {
    const tabId = tabOfField(definition.key);
    const row = tabId && fieldRow(record, definition, context);
    if (tabId && row) tabs.get(tabId)?.rows.push(row);
  }
  const visibleKeys = new Set<string>(visible.map(({ key }) => key));
  tabs.get('layout')?.rooms.push(...layoutRoomRows(layoutRooms(record), context));
  tabs.get('layout')?.floors.push(...floorRows(record, context));
  tabs.get('epc')?.certificates.push(...energyCertificates(record, visibleKeys));
  tabs.get('other')?.extras.push(...extraFieldTexts(record, context.locale));
  return [...tabs.values()].filter(hasContent);
}
