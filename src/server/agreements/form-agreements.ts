import 'server-only';
import type { FormAgreements } from '@/display/forms/consent-types';
import type { Agreement } from '@/content-api/schemas';
import { toConsentHtml } from './consent-html';

/**
 * Each kind of consent from the service's agreements (the first of its type with a usable text,
 * else its label), or the site's own wording where the service gives none.
 */
export function resolveFormAgreements(
  agreements: readonly Agreement[] | null,
  fallbacks: FormAgreements,
): FormAgreements {
  const pick = (kind: keyof FormAgreements): string => {
    for (const agreement of agreements ?? []) {
      if (agreement.type !== kind) continue;
      const html = toConsentHtml(agreement.text) || toConsentHtml(agreement.label);
      if (html) return html;
    }
    return fallbacks[kind];
  };
  return { privacy: pick('privacy'), terms: pick('terms'), marketing: pick('marketing') };
}
