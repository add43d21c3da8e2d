import type { z } from 'zod';
import nl from '../../../messages/nl/favorites.json';
import type { ApiErrorTranslator } from './api-messages';
import { errorCodes, RouteError, type FieldMessages } from './route-error';

type ApiErrorKey = keyof (typeof nl)['ApiErrors'];

function isApiErrorKey(value: string): value is ApiErrorKey {
  return Object.hasOwn(nl.ApiErrors, value);
}

/**
 * Input schemas name their failures by message key ('queryTooLong'), so the same schema gives the
 * visitor's language here; a failure without a key falls back to the general "invalid" text.
 */
function issueMessage(issue: z.core.$ZodIssue, t: ApiErrorTranslator): string {
  const key = isApiErrorKey(issue.message) ? issue.message : 'invalidInput';
  const max = issue.code === 'too_big' ? Number(issue.maximum) : 0;
  return t(key, { max });
}

function fieldMessages(issues: readonly z.core.$ZodIssue[], t: ApiErrorTranslator): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    fields[field] ??= issueMessage(issue, t);
  }
  return fields;
}

/** The parsed input, or a 400 whose message and per-field messages speak the visitor's language. */
export function parseRouteInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  t: ApiErrorTranslator,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues, t);
  const [message = t('invalidInput')] = Object.values(fields);
  throw new RouteError(errorCodes.invalidInput, message, fields);
}
