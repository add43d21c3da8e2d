import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/content-api/schemas';

const settings = vi.hoisted(() => ({ siteId: null as string | null, trustForwardedHost: false }));
const siteForHostname = vi.hoisted(() => vi.fn<(hostname: string) => Promise<Site | null>>());

vi.mock('@/config', () => ({ config: settings }));
vi.mock('@/server/sites/host-sites', () => ({ siteForHostname }));

const { answerForSiteHost } = await import('@/server/sites/site-guard');

const coast: Site = {
  id: 'kust',
  name: 'Kust & Duin Vastgoed',
  hostnames: ['kust.localhost'],
  languages: ['nl', 'fr', 'de'],
  defaultLanguage: 'nl',
  contact: { email: 'info@kustenduin.be', phone: '', street: '', zip: '', city: '' },
};

const requestTo = (url: string, headers: Record<string, string> = {}) =>
  new NextRequest(url, { headers: { host: new URL(url).host, ...headers } });

describe('the proxy step for sites by host name', () => {
  beforeEach(() => {
    settings.siteId = null;
    siteForHostname.mockReset();
    siteForHostname.mockImplementation(async (hostname) => (hostname === 'kust.localhost' ? coast : null));
  });

  it('does nothing, and asks nothing, with one configured site', async () => {
    settings.siteId = 'demo';
    expect(await answerForSiteHost(requestTo('http://anything.example/nl'))).toBeNull();
    expect(siteForHostname).not.toHaveBeenCalled();
  });

  it("lets a known host name's pages through", async () => {
    expect(await answerForSiteHost(requestTo('http://kust.localhost:3000/fr/offre/1'))).toBeNull();
    expect(siteForHostname).toHaveBeenCalledWith('kust.localhost');
  });

  it('answers an unknown host name with a 404 page in the language of the path', async () => {
    const answer = await answerForSiteHost(requestTo('http://elders.localhost/fr/offre/1'));
    expect(answer?.status).toBe(404);
    expect(answer?.headers.get('content-type')).toContain('text/html');
    const html = await answer!.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Site introuvable');
    expect(html).toContain('elders.localhost');
  });

  it('sends a language the site does not offer to its default language', async () => {
    const answer = await answerForSiteHost(requestTo('http://kust.localhost/en/offer/1'));
    expect(answer?.status).toBe(307);
    expect(answer?.headers.get('location')).toBe('http://kust.localhost/nl');
  });

  it('lets the proxy report an unreachable service instead of calling the host unknown', async () => {
    siteForHostname.mockRejectedValue(new Error('connection refused'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answerForSiteHost(requestTo('http://kust.localhost/nl'))).toBeNull();
  });
});
