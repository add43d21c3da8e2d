import type { EstateGroup } from '@/content-api/schemas';
import { drawEstateFacts } from './estate-facts';
import { buildEstateRecord } from './estate-record';

export const REGULAR_ESTATE_COUNT = 320;
const FIRST_ESTATE_ID = 1001;

/** The single-record estates (houses, apartments, plots, business premises, garages). */
export function buildRegularEstates(publicUrl: string): EstateGroup[] {
  return Array.from({ length: REGULAR_ESTATE_COUNT }, (_, index) => {
    const id = FIRST_ESTATE_ID + index;
    return { id, children: [buildEstateRecord(drawEstateFacts(id, index), publicUrl)] };
  });
}

/** Not published yet: only a back-office client (the site in preview mode) sees it. */
export const UNPUBLISHED_ESTATE_ID = FIRST_ESTATE_ID + REGULAR_ESTATE_COUNT;

export function buildUnpublishedEstates(publicUrl: string): EstateGroup[] {
  const id = UNPUBLISHED_ESTATE_ID;
  return [{ id, children: [buildEstateRecord(drawEstateFacts(id, REGULAR_ESTATE_COUNT), publicUrl)] }];
}
