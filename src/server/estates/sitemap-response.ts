import 'server-only';

/**
 * A sitemap that cannot be complete is not served: a 503 with Retry-After makes crawlers come back,
 * where an empty or partial list would make them drop pages.
 */
export function sitemapUnavailable(error: unknown): Response {
  console.error('Sitemap could not be built', error);
  return new Response(null, { status: 503, headers: { 'retry-after': '600', 'cache-control': 'no-store' } });
}
