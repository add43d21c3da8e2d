import 'server-only';
import type { z } from 'zod';
import { errorCodes, RouteError, type FieldMessages } from '@/server/http/route-error';

/** How one form words its refusals, in the visitor's language. */
export type FieldWording = {
  /** The message of one failed check. */
  messageOf: (issue: z.core.$ZodIssue) => string;
  /** The general message, for a refusal that names no field. */
  invalid: string;
};

/** An unknown extra field is named by its own key, not by the object that holds it. */
function fieldsOf(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') return issue.keys;
  return [issue.path.map(String).join('.')];
}

/**
 * The fields of a form by its schema, or a 400 with the first message of each failing field (a
 * failure of the whole body is the field 'input'). The wording is asked for only on a refusal, so
 * a valid body never loads its language's texts.
 */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  wording: () => FieldWording,
): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { messageOf, invalid } = wording();
  const fields: FieldMessages = {};
  for (const issue of result.error.issues) {
    const message = messageOf(issue);
    for (const field of fieldsOf(issue)) fields[field || 'input'] ??= message;
  }
  const [message = invalid] = Object.values(fields);
  throw new RouteError(errorCodes.invalidInput, message, fields);
}
