import type { Locale } from '@/i18n/locales';

/**
 * The site's own JSON endpoints under `/{lang}/ajax/`, by name. A `{param}` is filled in by
 * `ajaxPath`, so no component or page builds these paths by hand.
 */
export const ajaxEndpoints = {
  contact: 'contact-form-handler',
  sendToFriend: 'send-to-a-friend',
  subscribe: 'notifications',
  subscription: 'notifications/{token}',
  unsubscribe: 'notifications/unsubscribe/{token}',
  liveAgendaSlots: 'live-agenda/{agendaId}',
  liveAgendaBook: 'live-agenda/reservation',
  liveAgendaCancel: 'live-agenda/reservation/{appointmentId}',
  rentalReservation: 'rental-reservation',
  rentals: 'rentals',
  estates: 'estates',
  estate: 'estate/{estateId}',
  similarEstates: 'similar-estate/{estateId}',
  searchCity: 'search-city',
  valuation: 'valuation-request',
} as const;

export type AjaxEndpoint = keyof typeof ajaxEndpoints;

/** The names between braces in a path template, e.g. 'token' for 'notifications/{token}'. */
type ParamNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

type ParamsOf<Endpoint extends AjaxEndpoint> = ParamNames<(typeof ajaxEndpoints)[Endpoint]>;

export type AjaxParams<Endpoint extends AjaxEndpoint> = { [Name in ParamsOf<Endpoint>]: string | number };

/** An endpoint with parameters demands them, one without takes none: a slip fails to compile. */
type ParamsArgument<Endpoint extends AjaxEndpoint> = [ParamsOf<Endpoint>] extends [never]
  ? []
  : [params: AjaxParams<Endpoint>];

/** The path of one endpoint in one language, its parameters encoded as path segments. */
export function ajaxPath<Endpoint extends AjaxEndpoint>(
  locale: Locale,
  endpoint: Endpoint,
  ...[params]: ParamsArgument<Endpoint>
): string {
  const values: Record<string, string | number> = params ?? {};
  const path = ajaxEndpoints[endpoint].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    // Reachable only through a cast: the types above demand every parameter.
    if (value === undefined) throw new Error(`ajaxPath('${endpoint}') needs '${name}'`);
    return encodeURIComponent(String(value));
  });
  return `/${locale}/ajax/${path}`;
}
