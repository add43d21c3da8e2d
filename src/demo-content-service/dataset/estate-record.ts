import type { EstateRecord } from '@/content-api/schemas';
import { teamPhotoUrl } from '../media-urls';
import type { Random } from '../random';
import { buildDimensions, buildKi, buildTechnical } from './estate-building';
import { withConsistentFacts } from './fact-consistency';
import {
  buildComfort,
  buildEnvironments,
  buildExtraFields,
  buildFacilities,
  buildRentalOptions,
  buildTechnicalBuildCriteria,
} from './estate-comfort';
import { estateDescriptions } from './estate-descriptions';
import { addressOf } from './estate-address';
import { buildEnergy } from './estate-energy';
import type { EstateFacts } from './estate-facts';
import { buildMedia } from './estate-media';
import { buildPriceHistory } from './price-history';
import { buildCertificates, buildFinancial, buildPlanning } from './estate-planning';
import { buildRooms } from './estate-rooms';
import { withAgencyLanguages } from './one-language-texts';
import { estateTitle, pickHighlight } from './estate-titles';
import { stickers } from './stickers';
import { salesReps } from './team';
import { collectionForStatus, rentalStatuses, transactionFor } from './transactions';

function guidFrom(random: Random): string {
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

function salesRepFor(facts: EstateFacts, publicUrl: string): EstateRecord['salesRep'] {
  const rental = rentalStatuses.includes(facts.status);
  const region = facts.municipality.region;
  const rep = rental
    ? salesReps[4]!
    : region === 'wallonia'
      ? salesReps[3]!
      : region === 'brussels'
        ? salesReps[2]!
        : salesReps[facts.id % 2]!;
  return {
    firstname: rep.firstname,
    lastname: rep.lastname,
    picture: teamPhotoUrl(publicUrl, rep.id),
    mobile: rep.mobile,
    phone: rep.phone,
    email: rep.email,
    description: rep.description,
  };
}

/** Extra general fields a record may carry; projects and units add theirs on top. */
export interface RecordExtras {
  project?: boolean;
  parentId?: number;
  floor?: number;
  floorId?: number;
  buildingName?: string;
  architectName?: string;
  collections?: number[];
  title?: EstateRecord['general']['title'];
  texts?: {
    description: EstateRecord['general']['description'];
    shortDescription: EstateRecord['general']['shortDescription'];
  };
}

/** Assembles one full record from its facts: every section the detail page can show. */
export function buildEstateRecord(
  facts: EstateFacts,
  publicUrl: string,
  extras: RecordExtras = {},
): EstateRecord {
  const { random } = facts;
  const rental = rentalStatuses.includes(facts.status);
  const rooms = buildRooms(facts);
  const texts = extras.texts ?? estateDescriptions(facts, rental);
  const sale = !rental;
  return withAgencyLanguages(
    facts,
    withConsistentFacts({
      general: {
        id: facts.id,
        guid: facts.source === 'one' ? guidFrom(random) : null,
        project: extras.project ?? false,
        parentId: extras.parentId ?? null,
        title: extras.title ?? estateTitle(facts, pickHighlight(facts)),
        description: texts.description,
        shortDescription: texts.shortDescription,
        architectName: extras.architectName ?? (facts.newBuilding ? 'Studio Noord Architecten' : null),
        headType: { id: facts.headType.id, name: facts.headType.code },
        subType: { id: facts.subType.id, name: facts.subType.name },
        transaction: transactionFor(facts.source, facts.status),
        status: facts.status,
        floor: extras.floor ?? null,
        floorId: extras.floorId ?? null,
        entityNumber: extras.parentId ? `${extras.floor ?? 0}.${facts.id % 100}` : null,
        reference: `VTR-${facts.id}`,
        buildingName: extras.buildingName ?? null,
        sticker: random.chance(0.22) ? random.pick(stickers) : null,
        publicationDate: facts.publicationDate,
        bedroomCount: facts.bedrooms,
        constructionValue: facts.newBuilding ? Math.round(facts.price * 0.7) : null,
        petsAllowed: rental ? random.chance(0.5) : null,
        tax: sale ? Math.round(facts.price * 0.001) : null,
        registrationCost: sale ? Math.round(facts.price * (facts.newBuilding ? 0.01 : 0.03)) : null,
        notarySalery: sale ? Math.round(1500 + facts.price * 0.004) : null,
        ...buildPlanning(facts),
      },
      price: {
        value: facts.price,
        totalPrice: facts.price,
        priceFrom: false,
        groundValue: facts.newBuilding && sale ? Math.round(facts.price * 0.3) : null,
        infrastructureValue: facts.newBuilding && sale ? Math.round(facts.price * 0.05) : null,
        furnitureValue: null,
        constructionValue: facts.newBuilding && sale ? Math.round(facts.price * 0.65) : null,
        deposit: rental ? facts.price * 3 : null,
        period: rental ? 'MONTH' : null,
      },
      // Project units and projects ask "from" prices set at launch: only single estates have a history.
      priceHistory: extras.parentId || extras.project ? null : buildPriceHistory(facts),
      address: addressOf(facts),
      ...buildMedia(facts, publicUrl),
      layout: rooms?.layout ?? null,
      floors: rooms?.floors ?? null,
      energy: buildEnergy(facts),
      technical: buildTechnical(facts),
      comfort: buildComfort(facts),
      ki: buildKi(facts),
      dimensions: buildDimensions(facts),
      salesRep: salesRepFor(facts, publicUrl),
      environments: buildEnvironments(facts),
      facilities: buildFacilities(facts),
      technicalBuildCriteria: buildTechnicalBuildCriteria(facts),
      rentalOptions: buildRentalOptions(facts),
      certificates: buildCertificates(facts),
      financial: buildFinancial(facts),
      extraFields: buildExtraFields(facts),
      estate_collections: (extras.collections ?? [collectionForStatus(facts.status)]).map((id) => ({
        estate_collection_id: id,
      })),
    }),
  );
}
