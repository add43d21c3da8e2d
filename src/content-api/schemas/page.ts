import { z } from 'zod';
import { idSchema, localizedStringSchema } from './common';
import { blockSchema } from './block';
import { listingNodeSchema } from './estate-query';

export const pageTemplates = ['home', 'content', 'estate-list', 'rental-list', 'privacy', 'terms'] as const;
export const pageTemplateSchema = z.enum(pageTemplates);
export type PageTemplate = z.infer<typeof pageTemplateSchema>;

export const pageSummarySchema = z.object({
  id: idSchema,
  /** Path without the /{lang} prefix, per language, leading slash included ('/' is home). */
  url: localizedStringSchema,
  title: localizedStringSchema,
  template: pageTemplateSchema,
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const pageSchema = pageSummarySchema.extend({
  description: localizedStringSchema.nullish(),
  heroImage: z.string().nullish(),
  blocks: z.array(blockSchema),
  node: listingNodeSchema.nullish(),
});
export type Page = z.infer<typeof pageSchema>;
