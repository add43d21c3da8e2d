// The pages a bench run measures, found through the demo content service so no id is hard-coded.

/** The canonical address of a page: detail pages answer their short address with a redirect. */
async function canonical(site, path) {
  const response = await fetch(`${site}${path}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) return new URL(location, site).pathname;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return path;
}

async function firstEstate(demo, match) {
  const response = await fetch(`${demo}/sites/demo/estates`, {
    method: 'POST',
    headers: { 'x-site-id': 'demo', 'content-type': 'application/json' },
    body: JSON.stringify({ query: { match }, pagination: { from: 0, size: 1 } }),
  });
  const { results } = await response.json();
  if (!results?.[0]) throw new Error(`The demo service has no estate matching ${JSON.stringify(match)}`);
  return results[0];
}

/**
 * The page types with the framework floor first: `floor` is an empty page of the same build rendered per
 * request (so its scripts carry the nonce the page policy asks for, and run like the site's), which is
 * also the floor of server throughput; `prerendered` an empty prerendered page, for scale only: the
 * policy refuses its scripts, so it hydrates nothing.
 */
export async function benchPages(site, demo) {
  const house = await firstEstate(demo, { 'general.status': 'FOR_SALE', 'general.project': false });
  const project = await firstEstate(demo, { 'general.project': true });
  const unit = project.children.at(-1)?.general.id;
  return {
    floor: '/bench/empty-dynamic',
    prerendered: '/bench/empty',
    home: '/nl',
    listing: '/nl/te-koop',
    detail: await canonical(site, `/nl/aanbod/${house.id}`),
    unit: await canonical(site, `/nl/aanbod/${project.id}/project/${unit}`),
    rental: await canonical(site, '/nl/vakantie/501'),
  };
}

/** The build's route of each page type, as route-bundle-stats.json names them. */
export const buildRoutes = {
  floor: '/bench/empty-dynamic',
  home: '/[lang]',
  listing: '/[lang]/[...path]',
  detail: '/[lang]/offer/[estateId]/[slug]',
  unit: '/[lang]/offer/[estateId]/[slug]/[entityId]',
  rental: '/[lang]/holiday/[rentalUnitId]',
};
