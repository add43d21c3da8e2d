// The MDN HTTP Observatory's score of a site's https answers, computed from its published scoring table
// (mdn/mdn-http-observatory, src/grader/charts.js): every site starts at 100, each test adds the modifier
// of its result, penalties first; bonuses count only when the score without them is 90 or more.
// The redirection test (http → https on the same host) is the TLS proxy's, not the site's: it is left
// out and named as such in the result.

const SIX_MONTHS_SECONDS = 15_768_000;
const MINIMUM_FOR_EXTRA_CREDIT = 90;

/** The directives of a Content-Security-Policy, by lower-case name; null when it cannot be parsed. */
function parsePolicy(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (!/^[a-z-]+$/i.test(name)) return null;
    if (!directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const isBroad = (source) => ['*', 'http:', 'https:', 'data:', 'blob:'].includes(source.toLowerCase());
const isInsecure = (source) => /^(http:|ws:|\*$)/i.test(source) || /^http:\/\//i.test(source);
const trustsByNonceOrHash = (sources) => sources.some((source) => /^'(nonce|sha(256|384|512))-/i.test(source));

/** The CSP test: the worst of what the policy lets through decides its result. */
export function cspResult(policy) {
  if (!policy) return 'csp-not-implemented';
  const directives = parsePolicy(policy);
  if (!directives) return 'csp-header-invalid';
  const fallback = directives.get('default-src');
  const of = (name) => directives.get(name) ?? fallback;
  const scripts = of('script-src');
  const objects = of('object-src');
  // 'strict-dynamic' makes browsers ignore host and scheme sources (and 'unsafe-inline' beside a nonce).
  const dynamic = scripts?.includes("'strict-dynamic'") && trustsByNonceOrHash(scripts);
  const unsafeScripts =
    !scripts ||
    (!dynamic && scripts.some(isBroad)) ||
    (scripts.includes("'unsafe-inline'") && !trustsByNonceOrHash(scripts)) ||
    scripts.includes('data:');
  const unsafeObjects = !objects || objects.some(isBroad);
  if (unsafeScripts || unsafeObjects) return 'csp-implemented-with-unsafe-inline';
  if (scripts.includes("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  const active = ['default-src', 'script-src', 'style-src', 'connect-src', 'font-src', 'frame-src', 'object-src'];
  if (active.some((name) => directives.get(name)?.some(isInsecure))) return 'csp-implemented-with-insecure-scheme';
  if (['img-src', 'media-src'].some((name) => directives.get(name)?.some(isInsecure))) {
    return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  }
  const styles = of('style-src') ?? [];
  if (styles.includes("'unsafe-inline'") || styles.some(isBroad)) {
    return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  }
  return fallback?.join(' ') === "'none'" ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';
}

/** A Set-Cookie line's name and attributes, lower-cased. */
function parseCookie(line) {
  const [pair = '', ...attributes] = line.split(';');
  const flags = new Map(
    attributes.map((attribute) => {
      const [key = '', value = ''] = attribute.split('=');
      return [key.trim().toLowerCase(), value.trim().toLowerCase()];
    }),
  );
  return { name: pair.split('=')[0].trim().toLowerCase(), flags };
}

const isSessionName = (name) => /sess|login|token|auth/.test(name);

/** The cookies test, over every cookie the pages set (an HSTS header softens a missing Secure). */
export function cookiesResult(setCookies, hasHsts) {
  if (setCookies.length === 0) return 'cookies-not-found';
  const cookies = setCookies.map(parseCookie);
  const sameSiteOf = (cookie) => cookie.flags.get('samesite');
  if (cookies.some((cookie) => cookie.flags.has('samesite') && !['strict', 'lax'].includes(sameSiteOf(cookie)))) {
    return 'cookies-samesite-flag-invalid';
  }
  const sessions = cookies.filter((cookie) => isSessionName(cookie.name));
  if (sessions.some((cookie) => !cookie.flags.has('secure'))) {
    return hasHsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag';
  }
  if (sessions.some((cookie) => !cookie.flags.has('httponly'))) return 'cookies-session-without-httponly-flag';
  if (cookies.some((cookie) => /csrf|xsrf/.test(cookie.name) && !cookie.flags.has('samesite'))) {
    return 'cookies-anticsrf-without-samesite-flag';
  }
  if (cookies.some((cookie) => !cookie.flags.has('secure'))) {
    return hasHsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag';
  }
  return cookies.every((cookie) => cookie.flags.has('samesite'))
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions';
}

export function corsResult(allowOrigin, allowCredentials) {
  if (!allowOrigin) return 'cross-origin-resource-sharing-not-implemented';
  if (allowOrigin.trim() === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  return allowCredentials?.trim().toLowerCase() === 'true'
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

export function referrerResult(value) {
  if (!value) return 'referrer-policy-not-implemented';
  const known = value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  const effective = known.at(-1);
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(effective)) {
    return 'referrer-policy-private';
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(effective)) {
    return 'referrer-policy-unsafe';
  }
  return 'referrer-policy-header-invalid';
}

export function hstsResult(value) {
  if (!value) return 'hsts-not-implemented';
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= SIX_MONTHS_SECONDS
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months';
}

/** The SRI test: scripts from the page's own origin need none; others need https and an integrity. */
export function sriResult(contentType, html, pageUrl) {
  if (!contentType?.startsWith('text/html')) return 'sri-not-implemented-response-not-html';
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  if (tags.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const page = new URL(pageUrl);
  const external = tags
    .map((tag) => ({ src: /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1], integrity: /\bintegrity=/i.test(tag) }))
    .filter(({ src }) => src && (src.startsWith('//') || new URL(src, page).origin !== page.origin));
  if (external.length === 0) return 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  const insecure = external.some(({ src }) => src.startsWith('//') || src.toLowerCase().startsWith('http:'));
  const withIntegrity = external.every(({ integrity }) => integrity);
  if (insecure) {
    return withIntegrity
      ? 'sri-implemented-but-external-scripts-not-loaded-securely'
      : 'sri-not-implemented-and-external-scripts-not-loaded-securely';
  }
  return withIntegrity
    ? 'sri-implemented-and-external-scripts-loaded-securely'
    : 'sri-not-implemented-but-external-scripts-loaded-securely';
}

export function contentTypeOptionsResult(value) {
  if (!value) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

export function frameOptionsResult(value, policy) {
  if (policy && parsePolicy(policy)?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  if (!value) return 'x-frame-options-not-implemented';
  const normalized = value.trim().toLowerCase();
  if (normalized === 'deny' || normalized === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return normalized.startsWith('allow-from ') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

export function resourcePolicyResult(value) {
  if (!value) return 'corp-not-implemented';
  const normalized = value.trim().toLowerCase();
  if (normalized === 'same-origin') return 'corp-implemented-with-same-origin';
  if (normalized === 'same-site') return 'corp-implemented-with-same-site';
  return normalized === 'cross-origin' ? 'corp-implemented-with-cross-origin' : 'corp-header-invalid';
}

/** The published modifier of every result the tests above give. */
export const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
};

/**
 * The score of one answer: `headers` a Headers object, `setCookies` its Set-Cookie lines, `html` its
 * body. Returns the score and each test's result with its modifier.
 */
export function observatoryScore({ url, headers, setCookies, html }) {
  const policy = headers.get('content-security-policy');
  const hsts = headers.get('strict-transport-security');
  const results = {
    'content-security-policy': cspResult(policy),
    cookies: cookiesResult(setCookies, hstsResult(hsts) === 'hsts-implemented-max-age-at-least-six-months'),
    'cross-origin-resource-sharing': corsResult(
      headers.get('access-control-allow-origin'),
      headers.get('access-control-allow-credentials'),
    ),
    'referrer-policy': referrerResult(headers.get('referrer-policy')),
    'strict-transport-security': hstsResult(hsts),
    'subresource-integrity': sriResult(headers.get('content-type'), html, url),
    'x-content-type-options': contentTypeOptionsResult(headers.get('x-content-type-options')),
    'x-frame-options': frameOptionsResult(headers.get('x-frame-options'), policy),
    'cross-origin-resource-policy': resourcePolicyResult(headers.get('cross-origin-resource-policy')),
  };
  const modifiers = Object.values(results).map((result) => MODIFIERS[result]);
  const penalised = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, value) => sum + value, 0);
  const bonus = modifiers.filter((modifier) => modifier > 0).reduce((sum, value) => sum + value, 0);
  const score = Math.max(0, penalised >= MINIMUM_FOR_EXTRA_CREDIT ? penalised + bonus : penalised);
  return { score, results, redirection: 'not measured: the TLS proxy redirects http to https' };
}
