/**
 * The security headers every response carries besides the Content-Security-Policy. They do not depend on
 * the request, so next.config.ts sends them on everything (pages, JSON endpoints, photos, assets).
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing here needs a camera, a microphone or payments. The visitor's position is for the listing's
  // own "around my location" filter only, never for an embedded frame; full screen stays for the
  // photo lightbox and the embedded video players.
  'Permissions-Policy': [
    'camera=()',
    'microphone=()',
    'geolocation=(self)',
    'payment=()',
    'usb=()',
    'browsing-topics=()',
    'fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com" "https://player.vimeo.com")',
  ].join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Two years, with subdomains: the value the HSTS preload list asks for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Strict-Transport-Security, only when visitors come over https (SITE_URL is https, or a trusted proxy
 * says so). Browsers ignore it over plain http anyway; sent from an http deployment it would say
 * nothing true, and sent from a local https server it would pin localhost to https for every other
 * project on that machine.
 */
export function transportSecurityHeader(overHttps: boolean): Record<string, string> {
  return overHttps ? { 'Strict-Transport-Security': HSTS } : {};
}
