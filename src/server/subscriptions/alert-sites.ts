import type { Subscription } from './store';

/** A site the alerts go out for: its id at the content service, and the address its links start with. */
export type AlertSite = { id: string; url: string };

export type SiteSubscriptions = { site: AlertSite | null; subscriptions: Subscription[] };

/**
 * The site a subscription belongs to: the one it was made on. One stored without a site belongs to
 * the default site (made before sites were recorded), unless it has an address: made while the
 * content service could not name its site, it waits until `locateSites` finds it.
 */
function siteOf({ siteId, siteUrl }: Subscription, defaultSite: AlertSite | null): AlertSite | null {
  if (siteId !== null && siteUrl !== null) return { id: siteId, url: siteUrl };
  return siteUrl === null ? defaultSite : null;
}

/** The subscriptions by their site (see `siteOf`); null: none is known, and those wait. */
export function groupBySite(
  subscriptions: readonly Subscription[],
  defaultSite: AlertSite | null,
): SiteSubscriptions[] {
  const groups = new Map<string, SiteSubscriptions>();
  for (const subscription of subscriptions) {
    const site = siteOf(subscription, defaultSite);
    const key = site ? `${site.id} ${site.url}` : '';
    const group = groups.get(key) ?? { site, subscriptions: [] };
    group.subscriptions.push(subscription);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Subscriptions with an address but no site id get the site found at that address, when there is one. */
export async function locateSites(
  subscriptions: readonly Subscription[],
  siteAt: (siteUrl: string) => Promise<AlertSite | null>,
): Promise<Subscription[]> {
  const found = new Map<string, Promise<AlertSite | null>>();
  return Promise.all(
    subscriptions.map(async (subscription) => {
      const { siteId, siteUrl } = subscription;
      if (siteId !== null || siteUrl === null) return subscription;
      const lookup = found.get(siteUrl) ?? siteAt(siteUrl);
      found.set(siteUrl, lookup);
      const site = await lookup;
      return site ? { ...subscription, siteId: site.id } : subscription;
    }),
  );
}

/** `load` asked once per site, however many subscriptions (and batches of them) the site has. */
export function oncePerSite<T>(load: (site: AlertSite) => Promise<T>): (site: AlertSite) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (site) => {
    const key = `${site.id} ${site.url}`;
    const answer = answers.get(key) ?? load(site);
    answers.set(key, answer);
    return answer;
  };
}
