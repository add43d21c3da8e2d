import type { AllowedOrigins } from './allowed-origins';

export type PolicyInput = {
  /** The response's own nonce: Next puts it on every script it renders. */
  nonce: string;
  origins: AllowedOrigins;
  /** Only on https: on plain http it would send the photos of a local content service to https. */
  upgradeInsecureRequests: boolean;
};

/**
 * The Content-Security-Policy of every page. Scripts run only when the server vouched for them (the
 * nonce); 'strict-dynamic' extends that trust to the chunks and widgets (reCAPTCHA) those scripts
 * load, so no host list for scripts is needed and none could be abused. No 'unsafe-eval' anywhere.
 * Styles keep 'unsafe-inline': server-rendered style attributes (brand colour, Leaflet, the carousel)
 * cannot carry a nonce, and styles cannot run code.
 */
export function buildContentSecurityPolicy({ nonce, origins, upgradeInsecureRequests }: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Photos come from wherever the content service keeps them (a CDN it names), hence https: too.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...origins.images],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['frame-src', ...origins.frames],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  if (upgradeInsecureRequests) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** A nonce of 128 random bits, base64: unguessable, and fresh for every response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
