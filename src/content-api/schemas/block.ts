import { z } from 'zod';
import { localizedStringSchema } from './common';
import { listingNodeSchema } from './estate-query';

const optionalText = localizedStringSchema.nullish();

const knownBlockSchemas = [
  z.object({ type: z.literal('richText'), html: localizedStringSchema }),
  z.object({
    type: z.literal('image'),
    src: z.string().min(1),
    alt: localizedStringSchema,
    caption: optionalText,
  }),
  z.object({
    type: z.literal('cta'),
    title: localizedStringSchema,
    text: optionalText,
    label: localizedStringSchema,
    href: localizedStringSchema,
  }),
  z.object({
    type: z.literal('hero'),
    title: localizedStringSchema,
    subtitle: optionalText,
    image: z.string().min(1),
  }),
  z.object({
    type: z.literal('estateList'),
    node: listingNodeSchema,
    title: optionalText,
    limit: z.number().int().positive().nullish(),
  }),
  z.object({
    type: z.literal('rentalList'),
    title: optionalText,
    limit: z.number().int().positive().nullish(),
  }),
  z.object({
    type: z.literal('beforeAfter'),
    title: optionalText,
    pairs: z
      .array(
        z.object({
          caption: optionalText,
          before: z.object({ src: z.string().min(1), alt: localizedStringSchema }),
          after: z.object({ src: z.string().min(1), alt: localizedStringSchema }),
        }),
      )
      .min(1),
  }),
  z.object({ type: z.literal('entityList'), entity: z.string().min(1), title: optionalText }),
] as const;

const knownBlockTypes: ReadonlySet<unknown> = new Set(
  knownBlockSchemas.map((schema) => schema.shape.type.value),
);

/** A block type this site does not know yet: kept (and skipped by renderers) instead of failing the page. */
const unknownBlockSchema = z.object({ type: z.literal('unknown'), originalType: z.string() });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Known blocks are checked strictly, so a broken one still reports the path of its bad field; any other
 * `type` becomes `{type: 'unknown', originalType}`, which keeps the union narrowable by `type`.
 */
export const blockSchema = z.preprocess(
  (value) =>
    isRecord(value) && typeof value.type === 'string' && !knownBlockTypes.has(value.type)
      ? { type: 'unknown', originalType: value.type }
      : value,
  z.discriminatedUnion('type', [...knownBlockSchemas, unknownBlockSchema]),
);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
