import { z } from 'zod';
import { tags } from './cache-tags';
import { requestParsed, sitePath, type CallOptions } from './http';
import { entityItemSchema, entitySchema, type Entity, type EntityItem } from './schemas';

/** The site's entity lists (team, offices, testimonials, …). */
export async function getEntities(options?: CallOptions): Promise<Entity[]> {
  return requestParsed(z.array(entitySchema), 'GET', sitePath('entities'), {
    ...options,
    cacheTags: [tags.entities()],
  });
}

export async function getEntityItems(name: string, options?: CallOptions): Promise<EntityItem[]> {
  return requestParsed(z.array(entityItemSchema), 'GET', sitePath('entities', name, 'items'), {
    ...options,
    cacheTags: [tags.entities(), tags.entity(name)],
  });
}
