import type {
  EstateGroup,
  EstateRecord,
  Menu,
  Page,
  RentalPeriod,
  RentalUnit,
  Site,
} from '@/content-api/schemas';
import { buildEntityItems } from '../content/entities';
import { buildMenus } from '../content/menus';
import { buildPages } from '../content/pages';
import { buildSite, DEMO_SITE_ID } from '../content/site';
import { buildRegularEstates } from './estates';
import { buildProjects } from './projects';
import { buildRentals } from './rentals';

export interface DemoDataset {
  site: Site;
  menus: Menu[];
  pages: Page[];
  entityItems: ReturnType<typeof buildEntityItems>;
  /** Regular estates first, then projects; search sorts them anyway. */
  estates: EstateGroup[];
  estateById: Map<number, EstateGroup>;
  /** Every record, units included, by general.id: the photo routes draw from it. */
  recordById: Map<number, EstateRecord>;
  rentals: RentalUnit[];
  rentalById: Map<number, RentalUnit>;
  /** Periods per rental unit id; reservations change availability in place. */
  periods: Map<number, RentalPeriod[]>;
}

/** Builds the whole demo data set; the same public URL always gives exactly the same data. */
export function buildDemoDataset(publicUrl: string): DemoDataset {
  const estates = [...buildRegularEstates(publicUrl), ...buildProjects(publicUrl)];
  const rentals = buildRentals(DEMO_SITE_ID, publicUrl);
  const recordById = new Map<number, EstateRecord>();
  for (const group of estates) for (const record of group.children) recordById.set(record.general.id, record);
  return {
    site: buildSite(publicUrl),
    menus: buildMenus(),
    pages: buildPages(publicUrl),
    entityItems: buildEntityItems(publicUrl),
    estates,
    estateById: new Map(estates.map((group) => [group.id, group])),
    recordById,
    rentals: rentals.units,
    rentalById: new Map(rentals.units.map((unit) => [Number(unit.id), unit])),
    periods: rentals.periods,
  };
}
