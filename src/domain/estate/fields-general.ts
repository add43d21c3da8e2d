import { countRooms } from './rooms';
import { field } from './field-definition';

/** A count of zero is no information on a detail page: it reads as absent. */
function present(count: number): number | null {
  return count > 0 ? count : null;
}

/** Top-level fields, the general block, the room counts, the project and the media. */
export const generalFields = [
  field('title', 'localized', (record) => record.general.title),
  field('description', 'html', (record) => record.general.description),
  field('short_description', 'localized', (record) => record.general.shortDescription),
  field('status', 'code', (record) => record.general.status, 'status'),
  field('type', 'code', (record) => record.general.headType.name, 'type'),
  field('subType', 'localized', (record) => record.general.subType?.name),
  field('general.transaction', 'localized', (record) => record.general.transaction.name),
  field('general.reference', 'text', (record) => record.general.reference),
  field('general.entity_number', 'text', (record) => record.general.entityNumber),
  field('general.publication_date', 'date', (record) => record.general.publicationDate),
  field('general.address', 'text', (record) => record.address?.street_address),
  field('general.zip', 'text', (record) => record.address?.zip || record.address?.city.zip),
  field('general.city', 'localized', (record) => record.address?.city.name),
  field('general.country', 'code', (record) => record.address?.country, 'country'),
  field('general.geo_location', 'geo', (record) => record.address?.geoLocation),
  // No bedroom count says nothing a studio's subtype does not already say.
  field('general.bedrooms_count', 'count', (record) => {
    const count = record.general.bedroomCount;
    return typeof count === 'number' ? present(count) : count;
  }),
  field('general.living_area_surface', 'area', (record) => record.dimensions?.areaBuild),
  field('general.ground_area_surface', 'area', (record) => record.dimensions?.areaGround),
  field('general.buildable_area_surface', 'area', (record) => record.dimensions?.areaBuildable),
  field('general.free_on', 'code', (record) => record.technical?.available, 'freeOn'),
  field('general.available_date', 'date', (record) => record.technical?.availableDate),
  field(
    'general.pets_allowed',
    'flag',
    (record) => record.general.petsAllowed ?? record.technical?.petsAllowed,
  ),
  field('general.furnished', 'flag', (record) => record.technical?.furniture),
  field('general.environment', 'codeList', (record) => record.environments, 'environment'),
  field(
    'general.distance_public_transport',
    'distance',
    (record) => record.technical?.distancePublicTransport,
  ),
  field('general.distance_shops', 'distance', (record) => record.technical?.distanceShops),
  field('general.distance_school', 'distance', (record) => record.technical?.distanceSchool),
  field('layout.bathrooms_count', 'count', (record) => present(countRooms(record).bathrooms)),
  field('layout.toilets_count', 'count', (record) => present(countRooms(record).toilets)),
  field('layout.garages_count', 'count', (record) => present(countRooms(record).garages)),
  field('layout.parkings_count', 'count', (record) => present(countRooms(record).parkings)),
  field('layout.terraces_count', 'count', (record) => present(countRooms(record).terraces)),
  field('layout.terrace_surface', 'area', (record) => present(countRooms(record).terraceSurface)),
  field('project.building_name', 'text', (record) => record.general.buildingName),
  field('project.floor_level', 'number', (record) => record.general.floor),
  field('media.pictures', 'list', (record) => record.pictures),
  field('media.videos', 'list', (record) => record.videos),
  field('media.virtual_visits', 'list', (record) => record.virtualVisits),
  field('media.files', 'list', (record) => record.files),
];
