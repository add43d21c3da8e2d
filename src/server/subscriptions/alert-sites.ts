import type { Subscription } from './store';

/** A site the alerts go out for: its id at the content service, and the address its links start with. */
export type AlertSite = { id: string; url: string };

export type SiteSubscriptions = { site: AlertSite | null; subscriptions: Subscription[] };

/**
 * The subscriptions by the site they were made on. A subscription stored without one (made before
 * sites were recorded) belongs to the default site; null when no default site is known either.
 */
export function groupBySite(
  subscriptions: readonly Subscription[],
  defaultSite: AlertSite | null,
): SiteSubscriptions[] {
  const groups = new Map<string, SiteSubscriptions>();
  for (const subscription of subscriptions) {
    const { siteId, siteUrl } = subscription;
    const site = siteId !== null && siteUrl !== null ? { id: siteId, url: siteUrl } : defaultSite;
    const key = site ? `${site.id} ${site.url}` : '';
    const group = groups.get(key) ?? { site, subscriptions: [] };
    group.subscriptions.push(subscription);
    groups.set(key, group);
  }
  return [...groups.values()];
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
