import { z } from 'zod';
import { localeSchema } from './common';

export const siteContactSchema = z.object({
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
});

export const siteSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  hostnames: z.array(z.string()),
  languages: z.array(localeSchema).min(1),
  defaultLanguage: localeSchema,
  logo: z.string().nullish(),
  brandColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'expected a #rrggbb colour')
    .nullish(),
  contact: siteContactSchema,
});
export type Site = z.infer<typeof siteSchema>;
export type SiteContact = z.infer<typeof siteContactSchema>;
