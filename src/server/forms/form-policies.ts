/**
 * Every form of the site, by the name its policy and its rate limit go under. Two forms can share an
 * endpoint (the property form and the extra-info modal both post to contact-form-handler).
 */
export type FormName =
  | 'contact-property'
  | 'contact-extra-info'
  | 'send-to-a-friend'
  | 'keep-me-informed'
  | 'keep-me-informed-edit'
  | 'keep-me-informed-cancel'
  | 'live-agenda'
  | 'cancel-appointment'
  | 'rental-reservation'
  | 'valuation-request';

export type CaptchaPolicy = 'required' | 'not-shown';

/**
 * Which forms show a captcha, and so require its answer: never decided by whether the request
 * carries the field. The rule behind the table: a form that mails an address the visitor typed either
 * shows a captcha, or is held by the per-address mail limit alone (MAILS_PER_ADDRESS_PER_HOUR, which
 * every form that mails a typed address passes, captcha or not) and by the per-client limit.
 * - contact-extra-info: required (spec §5: the modal runs a captcha step).
 * - send-to-a-friend: required: its one mail goes to a stranger's address.
 * - keep-me-informed: required: it mails a confirmation to the address typed.
 * - contact-property: not shown (spec §5 gives only the modal a captcha); its receipt is held by the
 *   per-address limit. A bot gains nothing by posing as the property form instead of the modal: the
 *   same limits hold the same mails.
 * - live-agenda: not shown; the confirmation is held by the per-address limit.
 * - keep-me-informed-edit, keep-me-informed-cancel, cancel-appointment: not shown; they need the
 *   unguessable token or appointment id a mail gave, and mail no address typed.
 * - rental-reservation: not shown; the content service answers the request, this site mails nothing.
 * - valuation-request: required: a page of its own that anyone may post to, and its receipt goes to
 *   the address typed.
 */
export const captchaPolicies = {
  'contact-property': 'not-shown',
  'contact-extra-info': 'required',
  'send-to-a-friend': 'required',
  'keep-me-informed': 'required',
  'keep-me-informed-edit': 'not-shown',
  'keep-me-informed-cancel': 'not-shown',
  'live-agenda': 'not-shown',
  'cancel-appointment': 'not-shown',
  'rental-reservation': 'not-shown',
  'valuation-request': 'required',
} as const satisfies Record<FormName, CaptchaPolicy>;

export const CAPTCHA_FIELD = 'g-recaptcha-response';

export function captchaPolicyOf(form: FormName): CaptchaPolicy {
  return captchaPolicies[form];
}
