import { describe, expect, it, vi } from 'vitest';
import {
  configureContentApi,
  getEstateGroup,
  getMenus,
  getSite,
  getSiteByHostname,
  searchEstates,
  tags,
} from '@/content-api';
import { answerCache } from '@/content-api/answer-cache';

type SentInit = RequestInit;

function capture(options: { siteId: string | (() => Promise<string>); preview?: boolean }) {
  const sent: { url: string; init: SentInit }[] = [];
  const fetchSpy = vi.fn(async (url: string | URL | Request, init?: SentInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return Response.json(String(url).includes('/estates') ? { total: { value: 0 }, results: [] } : []);
  }) as unknown as typeof fetch;
  configureContentApi({
    baseUrl: 'http://content.test',
    siteId: options.siteId,
    fetch: fetchSpy,
    isBackofficeRequest: async () => options.preview ?? false,
  });
  return sent;
}

describe('a deployment serving several sites', () => {
  it("sends every site call to the request's site, with its id header", async () => {
    let current = 'kust';
    const sent = capture({ siteId: async () => current });
    await getMenus('main');
    current = 'demo';
    await getMenus('main');
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([
      '/sites/kust/navigation/main',
      '/sites/demo/navigation/main',
    ]);
    expect(new Headers(sent[0]!.init.headers).get('x-site-id')).toBe('kust');
  });

  it('names the site in every cache tag, so one site is purged without the others', async () => {
    const sent = capture({ siteId: async () => 'kust' });
    await getMenus('main');
    expect(sent).toHaveLength(1);
    expect(answerCache().purge([tags.navigation('main'), tags.ofSite('demo', tags.all)])).toBe(0);
    expect(answerCache().purge([tags.ofSite('kust', tags.navigation('main'))])).toBe(1);
  });

  it('keeps the tags of a single configured site as they are', async () => {
    capture({ siteId: 'demo' });
    await getMenus('main');
    expect(answerCache().purge([tags.ofSite('demo', tags.navigation('main'))])).toBe(0);
    expect(answerCache().purge([tags.navigation('main')])).toBe(1);
  });

  it('looks a host name up without asking which site the request is for', async () => {
    const resolver = vi.fn(async () => 'kust');
    const sent = capture({ siteId: resolver });
    await getSiteByHostname('kust.localhost').catch(() => undefined);
    expect(new URL(sent[0]!.url).pathname).toBe('/sites/by-hostname/kust.localhost');
    expect(new Headers(sent[0]!.init.headers).has('x-site-id')).toBe(false);
    expect(resolver).not.toHaveBeenCalled();
  });

  it('sends a call that names its site (work outside a request) there, without asking for the request', async () => {
    const resolver = vi.fn(async () => 'demo');
    const sent = capture({ siteId: resolver });
    await searchEstates({ query: {} } as never, { siteId: 'kust' });
    await getSite({ siteId: 'kust' }).catch(() => undefined);
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual(['/sites/kust/estates', '/sites/kust']);
    expect(new Headers(sent[0]!.init.headers).get('x-site-id')).toBe('kust');
    expect(answerCache().purge([tags.ofSite('kust', tags.estates())])).toBe(1);
    expect(resolver).not.toHaveBeenCalled();
  });

  it('sends a call that names another site than the configured one there', async () => {
    const sent = capture({ siteId: 'demo' });
    await getMenus('main', { siteId: 'kust' });
    await getMenus('main');
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([
      '/sites/kust/navigation/main',
      '/sites/demo/navigation/main',
    ]);
    expect(new Headers(sent[0]!.init.headers).get('x-site-id')).toBe('kust');
  });

  it('resolves the site for the bare site call too', async () => {
    const sent = capture({ siteId: async () => 'kust' });
    await getSite().catch(() => undefined);
    expect(new URL(sent[0]!.url).pathname).toBe('/sites/kust');
  });
});

describe('preview requests', () => {
  it('mark estate calls as a back-office client and never cache them', async () => {
    const sent = capture({ siteId: 'demo', preview: true });
    await getEstateGroup(1321).catch(() => undefined);
    await searchEstates({ query: {} } as never);
    await searchEstates({ query: {} } as never);
    expect(sent).toHaveLength(3);
    for (const { init } of sent) {
      expect(new Headers(init.headers).get('x-backoffice-client')).toBe('true');
    }
    expect(answerCache().size).toBe(0);
  });

  it('leave other calls, and every call outside preview, as they are', async () => {
    const sent = capture({ siteId: 'demo', preview: false });
    await getEstateGroup(1001).catch(() => undefined);
    const previewing = capture({ siteId: 'demo', preview: true });
    await getMenus('main');
    await getMenus('main');
    // The second menu call was answered from the kept answer.
    expect(previewing).toHaveLength(1);
    for (const { init } of [...sent, ...previewing]) {
      expect(new Headers(init.headers).has('x-backoffice-client')).toBe(false);
    }
  });
});
