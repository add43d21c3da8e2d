import { z } from 'zod';
import { tags } from './cache-tags';
import { requestParsed, sitePath, type CallOptions } from './http';
import { menuSchema, type Id, type Menu, type MenuType } from './schemas';

/** Every menu of a kind (main or footer). */
export async function getMenus(type: MenuType, options?: CallOptions): Promise<Menu[]> {
  return requestParsed(z.array(menuSchema), 'GET', sitePath('navigation', type), {
    ...options,
    cacheTags: [tags.navigation(type)],
  });
}

export async function getMenu(type: MenuType, id: Id, options?: CallOptions): Promise<Menu> {
  return requestParsed(menuSchema, 'GET', sitePath('navigation', type, id), {
    ...options,
    cacheTags: [tags.navigation(type)],
  });
}
