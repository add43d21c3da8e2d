import { z } from 'zod';
import { idSchema, localizedStringSchema } from './common';

export const menuTypes = ['main', 'footer'] as const;
export const menuTypeSchema = z.enum(menuTypes);
export type MenuType = z.infer<typeof menuTypeSchema>;

type MenuItemShape = {
  id: string | number;
  label: z.infer<typeof localizedStringSchema>;
  href: z.infer<typeof localizedStringSchema>;
  children?: MenuItemShape[] | undefined;
};

/** `href` is a site path without the /{lang} prefix, per language, or a full https URL. */
export const menuItemSchema: z.ZodType<MenuItemShape> = z.object({
  id: idSchema,
  label: localizedStringSchema,
  href: localizedStringSchema,
  get children() {
    return z.array(menuItemSchema).optional();
  },
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({
  id: idSchema,
  type: menuTypeSchema,
  name: z.string(),
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;
