import type { Locale } from '@/content-api/schemas';
import { realEstateAgentJsonLd, webSiteJsonLd } from '@/display/site/site-json-ld';
import { absoluteSiteAssetUrl } from '@/server/assets/site-asset-src';
import { loadSite } from '@/server/site-shell';
import { getSiteUrl } from '@/server/sites/request-site';
import { JsonLdScript } from './JsonLdScript';

/** The agency and its website for search engines, on the home page; nothing while the site is unknown. */
export async function HomeJsonLd({ locale }: { locale: Locale }) {
  const [site, siteUrl] = await Promise.all([loadSite(), getSiteUrl()]);
  if (!site) return null;
  // The logo as the site itself serves it (its asset route), so the address stays on the site's origin.
  const logoUrl = site.logo ? absoluteSiteAssetUrl(site.logo, site.id, siteUrl) : null;
  const options = { siteUrl, logoUrl };
  return (
    <>
      <JsonLdScript data={realEstateAgentJsonLd(site, options)} />
      <JsonLdScript data={webSiteJsonLd(site, locale, options)} />
    </>
  );
}
