import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ajaxEndpoints, ajaxPath } from '@/domain/forms/ajax-endpoints';

const handlersRoot = join(process.cwd(), 'app', '[lang]', 'ajax');

/** Every route handler under app/[lang]/ajax, as a template: 'notifications/{token}'. */
function handlerTemplates(): string[] {
  const entries = readdirSync(handlersRoot, { recursive: true, encoding: 'utf8' });
  return entries
    .filter((entry) => entry.endsWith(`${sep}route.ts`))
    .map((entry) =>
      entry
        .split(sep)
        .slice(0, -1)
        .join('/')
        .replace(/\[(\w+)\]/g, '{$1}'),
    )
    .sort();
}

describe('ajaxPath', () => {
  it('names every route handler under /{lang}/ajax/ once, with the same parameter names', () => {
    expect(Object.values(ajaxEndpoints).sort()).toEqual(handlerTemplates());
  });

  it('puts the language first and fills in the parameters', () => {
    expect(ajaxPath('nl', 'contact')).toBe('/nl/ajax/contact-form-handler');
    expect(ajaxPath('fr', 'liveAgendaCancel', { appointmentId: 'ap-7' })).toBe(
      '/fr/ajax/live-agenda/reservation/ap-7',
    );
    expect(ajaxPath('de', 'similarEstates', { estateId: 1187 })).toBe('/de/ajax/similar-estate/1187');
    expect(ajaxPath('en', 'liveAgendaSlots', { agendaId: 12 })).toBe('/en/ajax/live-agenda/12');
  });

  it('encodes a parameter as one path segment', () => {
    expect(ajaxPath('nl', 'unsubscribe', { token: 'a/b c?d' })).toBe(
      '/nl/ajax/notifications/unsubscribe/a%2Fb%20c%3Fd',
    );
  });

  it('refuses, at compile time, a missing parameter or one the endpoint does not take', () => {
    // @ts-expect-error the token is missing
    expect(() => ajaxPath('nl', 'subscription')).toThrow(/token/);
    // @ts-expect-error the parameter has another name
    expect(() => ajaxPath('nl', 'estate', { id: 3 })).toThrow(/estateId/);
    // @ts-expect-error the contact form's endpoint has no parameter
    expect(ajaxPath('nl', 'contact', { estateId: 3 })).toBe('/nl/ajax/contact-form-handler');
  });
});
