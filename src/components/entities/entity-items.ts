import { z } from 'zod';
import { localize, localizedStringSchema, type EntityItem, type Locale } from '@/content-api/schemas';

/** A field the service may send as one plain text or as a text by language. */
const textSchema = z.union([z.string(), localizedStringSchema]);
const optionalText = textSchema.nullish();

function textIn(value: z.infer<typeof textSchema> | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '';
  return (typeof value === 'string' ? value : localize(value, locale)).trim();
}

const teamFieldsSchema = z.object({
  name: textSchema,
  role: optionalText,
  photo: z.string().nullish(),
  phone: z.string().nullish(),
  mobile: z.string().nullish(),
  email: z.string().nullish(),
});

const officeFieldsSchema = z.object({
  name: textSchema,
  street: optionalText,
  zip: z.string().nullish(),
  city: optionalText,
  phone: z.string().nullish(),
  email: z.string().nullish(),
  openingHours: optionalText,
  lat: z.number().nullish(),
  lon: z.number().nullish(),
});

const testimonialFieldsSchema = z.object({ author: textSchema, text: textSchema });

export type TeamMemberView = {
  id: string;
  name: string;
  role: string;
  photo: string | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
};

export type OfficeView = {
  id: string;
  name: string;
  street: string;
  zipCity: string;
  phone: string | null;
  email: string | null;
  openingHours: string;
  lat: number | null;
  lon: number | null;
};

export type TestimonialView = { id: string; author: string; text: string };

/**
 * Parses each item's open `fields` with the shape a renderer needs; an item that does not fit is
 * left out (and logged) so one bad record never hides the rest of the list.
 */
function readItems<S extends z.ZodType, V>(
  entity: string,
  items: readonly EntityItem[],
  schema: S,
  toView: (fields: z.infer<S>, id: string) => V | null,
): V[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item.fields);
    if (!parsed.success) {
      console.warn(`Entity '${entity}' item ${item.id} skipped: ${parsed.error.issues[0]?.message}`);
      return [];
    }
    const view = toView(parsed.data, String(item.id));
    return view ? [view] : [];
  });
}

const orNull = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

export function readTeamMembers(items: readonly EntityItem[], locale: Locale): TeamMemberView[] {
  return readItems('team', items, teamFieldsSchema, (fields, id) => {
    const name = textIn(fields.name, locale);
    if (!name) return null;
    return {
      id,
      name,
      role: textIn(fields.role, locale),
      photo: orNull(fields.photo),
      phone: orNull(fields.phone),
      mobile: orNull(fields.mobile),
      email: orNull(fields.email),
    };
  });
}

export function readOffices(items: readonly EntityItem[], locale: Locale): OfficeView[] {
  return readItems('offices', items, officeFieldsSchema, (fields, id) => {
    const name = textIn(fields.name, locale);
    if (!name) return null;
    return {
      id,
      name,
      street: textIn(fields.street, locale),
      zipCity: [fields.zip, textIn(fields.city, locale)].filter(Boolean).join(' '),
      phone: orNull(fields.phone),
      email: orNull(fields.email),
      openingHours: textIn(fields.openingHours, locale),
      lat: fields.lat ?? null,
      lon: fields.lon ?? null,
    };
  });
}

export function readTestimonials(items: readonly EntityItem[], locale: Locale): TestimonialView[] {
  return readItems('testimonials', items, testimonialFieldsSchema, (fields, id) => {
    const text = textIn(fields.text, locale);
    const author = textIn(fields.author, locale);
    return text ? { id, author, text } : null;
  });
}

/** Any other entity: each item's texts in order, for a plain list that still says something. */
export function readGenericItems(
  items: readonly EntityItem[],
  locale: Locale,
): { id: string; texts: string[] }[] {
  return items.flatMap((item) => {
    const texts = Object.values(item.fields)
      .map((value) => textSchema.safeParse(value))
      .flatMap((parsed) => (parsed.success ? [textIn(parsed.data, locale)] : []))
      .filter((text) => text !== '' && !/^https?:\/\//.test(text));
    return texts.length ? [{ id: String(item.id), texts }] : [];
  });
}

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
