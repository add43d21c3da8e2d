import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { config } from './src/config';
import { STATIC_SECURITY_HEADERS } from './src/server/security/security-headers';

const withNextIntl = createNextIntlPlugin('./src/server/translations/request-config.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // A separate build folder lets several builds (a bench, a second checkout's e2e run) sit side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  experimental: {
    // The client router would guess a page's route from routes it has seen: after the listing
    // `/nl/vakantieverhuur` (the `[...path]` catch-all) it takes `/nl/vakantie/511` for the same route,
    // but proxy.ts rewrites that to `/nl/holiday/511`. Recovering from the wrong guess races with the
    // link's own prefetch, and about one such navigation in twenty stayed blank. Asking the server
    // which route a URL is (as every link's prefetch does anyway) never guesses wrong.
    optimisticRouting: false,
    // Each route gets the CSS its own modules import, in their order. The default chunker put every
    // page type's CSS into the layout's chunk (a listing waited for 15.7 KB gzipped, the valuation
    // form's and the reservation's among it; with this, 9.9) and placed the global `.button` after
    // the listing's own rules, so the phone's Filters button showed on wide screens too.
    cssChunking: 'graph',
  },
  // Next's own in-memory cache (prerendered pages, route handler answers), bounded by a setting too.
  cacheMaxMemorySize: config.nextCacheBytes,
  turbopack: {
    resolveAlias: {
      // Client providers carry precompiled messages (src/i18n/compiled-messages.ts), so the browser
      // formats without the ICU parser; the server compiles the texts it formats on first use.
      'use-intl/format-message': {
        browser: 'use-intl/format-message/format-only',
        default: './src/i18n/format-message.ts',
      },
    },
  },
  // CMS assets carry their hash and version in the query; every other local image has none.
  images: { localPatterns: [{ pathname: '/media/assets/**' }, { pathname: '**', search: '' }] },
  // Headers that do not depend on the request, on every response; proxy.ts adds the per-page CSP, and
  // scripts/serve.ts HSTS under https and these same headers on answers Next never writes.
  async headers() {
    const headers = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [{ source: '/:path*', headers }];
  },
};

export default withNextIntl(nextConfig);
