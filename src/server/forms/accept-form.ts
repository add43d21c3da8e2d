import 'server-only';
import type { Locale } from '@/i18n/locales';
import { verifyCaptcha } from '@/server/captcha';
import { RouteError } from '@/server/http/route-error';
import { checkRecipientRateLimit } from '@/server/rate-limit';
import { readGuardedJson, requestClientAddress } from './form-guards';
import { formsTranslator } from './form-messages';
import { CAPTCHA_FIELD, captchaPolicyOf, type FormName } from './form-policies';

/** How one form endpoint reads its requests; everything else is the same for every form. */
export type FormSpec<Fields> = {
  /** The endpoint, as its rate limit counts it ('contact-form', 'live-agenda', …). */
  endpoint: string;
  /** The form that sent the body; an endpoint shared by two forms tells them apart by the body. */
  form: FormName | ((body: Record<string, unknown>) => FormName);
  /** The fields by the form's schema, or a RouteError with per-field messages in the visitor's language. */
  fields: (body: Record<string, unknown>, locale: Locale) => Fields | Promise<Fields>;
  /** Addresses the visitor typed that this request will mail, by field name. */
  recipients?: (fields: Fields) => Record<string, string>;
};

export type AcceptedForm<Fields> = { fields: Fields; form: FormName; clientAddress: string };

function captchaRefusal(locale: Locale): RouteError {
  const message = formsTranslator(locale)('FormErrors.captchaFailed');
  return new RouteError('captcha_failed', message, { [CAPTCHA_FIELD]: message });
}

/**
 * The captcha answer, when the form's policy requires one (null when it shows none): a field left out
 * is refused like a wrong answer, before anything else is looked at.
 */
function captchaToken(form: FormName, body: Record<string, unknown>, locale: Locale): string | null {
  if (captchaPolicyOf(form) !== 'required') return null;
  const token = body[CAPTCHA_FIELD];
  if (typeof token !== 'string' || token.trim() === '') throw captchaRefusal(locale);
  return token;
}

async function limitRecipients(addresses: Record<string, string>, locale: Locale): Promise<void> {
  for (const [field, address] of Object.entries(addresses)) {
    const verdict = await checkRecipientRateLimit(address);
    if (verdict.allowed) continue;
    const message = formsTranslator(locale)('FormErrors.tooManyMails');
    throw new RouteError('too_many_requests', message, { [field]: message }, verdict.retryAfterSeconds);
  }
}

/**
 * The one way into every form endpoint: origin, content type, size, rate limit per client (see
 * form-guards.ts), then the captcha by the form's policy, the fields by its schema, and the limit per
 * mailed address. Resolves to the checked fields; anything refused is a RouteError whose status comes
 * from its code.
 */
export async function acceptForm<Fields>(
  request: Request,
  locale: Locale,
  spec: FormSpec<Fields>,
): Promise<AcceptedForm<Fields>> {
  const body = await readGuardedJson(request, spec.endpoint, locale);
  const form = typeof spec.form === 'function' ? spec.form(body) : spec.form;
  const token = captchaToken(form, body, locale);
  const fields = await spec.fields(body, locale);
  const address = requestClientAddress(request);
  // Asked of Google only for fields worth sending.
  if (token !== null && !(await verifyCaptcha(token, address)).ok) throw captchaRefusal(locale);
  if (spec.recipients) await limitRecipients(spec.recipients(fields), locale);
  return { fields, form, clientAddress: address };
}
