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
import { buildCoastSite, buildSite, DEMO_SITE_ID } from '../content/site';
import { buildRegularEstates, buildUnpublishedEstates } from './estates';
import { coastMunicipalityIds } from './municipalities';
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
  /** Estates only a back-office client sees (x-backoffice-client: true), by id. */
  unpublishedEstateById: Map<number, EstateGroup>;
  /** Every record, units and unpublished estates included, by general.id: the photo routes draw from it. */
  recordById: Map<number, EstateRecord>;
  rentals: RentalUnit[];
  rentalById: Map<number, RentalUnit>;
  /** Periods per rental unit id; reservations change availability in place. */
  periods: Map<number, RentalPeriod[]>;
}

const byId = <T extends { id: number | string }>(items: T[]) =>
  new Map(items.map((item) => [Number(item.id), item]));

/** Builds the whole demo data set; the same public URL always gives exactly the same data. */
export function buildDemoDataset(publicUrl: string): DemoDataset {
  const estates = [...buildRegularEstates(publicUrl), ...buildProjects(publicUrl)];
  const unpublished = buildUnpublishedEstates(publicUrl);
  const rentals = buildRentals(DEMO_SITE_ID, publicUrl);
  const recordById = new Map<number, EstateRecord>();
  for (const group of [...estates, ...unpublished])
    for (const record of group.children) recordById.set(record.general.id, record);
  return {
    site: buildSite(publicUrl),
    menus: buildMenus(),
    pages: buildPages(publicUrl),
    entityItems: buildEntityItems(publicUrl),
    estates,
    estateById: byId(estates),
    unpublishedEstateById: byId(unpublished),
    recordById,
    rentals: rentals.units,
    rentalById: byId(rentals.units),
    periods: rentals.periods,
  };
}

const isAtTheCoast = (cityId: number | string | undefined) =>
  (coastMunicipalityIds as readonly number[]).includes(Number(cityId));

/**
 * The second demo site, a coastal agency: the same pages and menus, its own name, logo and colour,
 * and only the seaside estates and holiday rentals of the main data set (photos and periods shared).
 */
export function buildCoastDataset(main: DemoDataset, publicUrl: string): DemoDataset {
  const estates = main.estates.filter((group) => isAtTheCoast(group.children[0]?.address?.city?.id));
  const rentals = main.rentals.filter((unit) => isAtTheCoast(unit.general.city.id));
  return {
    ...main,
    site: buildCoastSite(publicUrl),
    estates,
    estateById: byId(estates),
    unpublishedEstateById: new Map(),
    rentals,
    rentalById: byId(rentals),
  };
}
