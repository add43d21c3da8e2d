import { publicEstateGroup } from '@/domain/estate/public-record';
import { tags } from './cache-tags';
import { estateBackoffice, getContentApiConfiguration } from './configuration';
import { degradeList, type DegradedList } from './degrade';
import { nullWhenNotFound, requestParsed, sitePath, type EstateCallOptions } from './http';
import {
  estateContactInfoSchema,
  estateGroupSchema,
  estateSearchResultSchema,
  type EstateContactInfo,
  type EstateGroup,
  type EstateSearchBody,
  type Id,
} from './schemas';

/** What the site publishes of an estate group: its public records, with photos where browsers load them. */
function siteEstateGroup(group: EstateGroup): EstateGroup {
  const { photoAddress } = getContentApiConfiguration();
  const publicGroup = publicEstateGroup(group);
  return {
    ...publicGroup,
    children: publicGroup.children.map((record) =>
      record.pictures
        ? {
            ...record,
            pictures: record.pictures.map((picture) => ({
              ...picture,
              file: photoAddress(picture.file),
              thumbnail: picture.thumbnail && photoAddress(picture.thumbnail),
            })),
          }
        : record,
    ),
  };
}

/**
 * Estates matching a query, sorted and paged as the body says (no pagination = every match, for the
 * map). Never throws: a failure gives total 0, no results and the error (spec §7, §8).
 */
export async function searchEstates(
  body: EstateSearchBody,
  options?: EstateCallOptions,
): Promise<DegradedList<EstateGroup>> {
  return degradeList('Estate search', async () => {
    const answer = await requestParsed(estateSearchResultSchema, 'POST', sitePath('estates'), {
      ...options,
      backoffice: await estateBackoffice(options?.backoffice),
      body,
      cacheTags: [tags.estates()],
    });
    return { ...answer, results: answer.results.map(siteEstateGroup) };
  });
}

/** Estates leave this module only as public records (spec §5, `publicEstateGroup`). */
async function getEstateAt(path: string, id: Id, options?: EstateCallOptions): Promise<EstateGroup | null> {
  const group = await nullWhenNotFound(
    requestParsed(estateGroupSchema, 'GET', path, {
      ...options,
      backoffice: await estateBackoffice(options?.backoffice),
      cacheTags: [tags.estates(), tags.estate(id)],
    }),
  );
  return group && siteEstateGroup(group);
}

/** One estate group (a property, or a project with its units); null when unknown. */
export async function getEstateGroup(id: Id, options?: EstateCallOptions): Promise<EstateGroup | null> {
  return getEstateAt(sitePath('estates', 'group', id), id, options);
}

/** The same estate group through the service's second detail call. */
export async function getEstateV2(id: Id, options?: EstateCallOptions): Promise<EstateGroup | null> {
  return getEstateAt(sitePath('estates', 'v2', id), id, options);
}

/** An estate of the external source (records carrying a guid); null when unknown. */
export async function getExternalEstate(id: Id, options?: EstateCallOptions): Promise<EstateGroup | null> {
  return getEstateAt(sitePath('estates', 'skarabee', id), id, options);
}

/** The contact for an estate; null when it has none (204) or the estate is unknown (404). */
export async function getEstateContactInfo(
  id: Id,
  options?: EstateCallOptions,
): Promise<EstateContactInfo | null> {
  return nullWhenNotFound(
    requestParsed(estateContactInfoSchema.nullable(), 'GET', sitePath('estates', id, 'contact-info'), {
      ...options,
      backoffice: await estateBackoffice(options?.backoffice),
      cacheTags: [tags.estates(), tags.estate(id)],
    }),
  );
}
