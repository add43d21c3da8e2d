import { z } from 'zod';
import { idSchema, localizedStringSchema } from './common';

/** A list of site-defined items (team, offices, testimonials, …). */
export const entitySchema = z.object({ name: z.string().min(1), label: localizedStringSchema });
export type Entity = z.infer<typeof entitySchema>;

/** Fields differ per entity, so they stay open; renderers read the ones they know. */
export const entityItemSchema = z.object({ id: idSchema, fields: z.record(z.string(), z.unknown()) });
export type EntityItem = z.infer<typeof entityItemSchema>;
