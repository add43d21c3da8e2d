import { describe, expect, it } from 'vitest';
import { SchemaError, configureContentApi, isServiceFailure } from '@/content-api';
import { lookupSiteByHostname } from '@/server/sites/site-lookup';
import { CONTENT_BASE_URL, answerWith, json, startContentService } from '../../support/msw-content-service';

startContentService();

const kust = {
  id: 'kust',
  name: 'Kust Immo',
  languages: ['nl', 'fr'],
  defaultLanguage: 'nl',
  hostnames: ['kust.localhost'],
  contact: {
    email: 'kantoor@kust.test',
    phone: '050 11 22 33',
    street: 'Zeedijk 1',
    zip: '8300',
    city: 'Knokke',
  },
};

describe('the site of a host name', () => {
  it('is null for a host name no site has, and asked of the service every time', async () => {
    configureContentApi({ baseUrl: CONTENT_BASE_URL, siteId: async () => 'demo' });
    let asked = 0;
    answerWith('get', '/sites/by-hostname/elders.example', () => {
      asked += 1;
      return json({ error: 'not found' }, 404)();
    });
    expect(await lookupSiteByHostname('elders.example')).toBeNull();
    expect(await lookupSiteByHostname('elders.example')).toBeNull();
    expect(asked).toBe(2);
  });

  it('fails as a failure of the service on an answer outside the contract or a 5xx, never as "unknown"', async () => {
    configureContentApi({ baseUrl: CONTENT_BASE_URL, siteId: async () => 'demo' });
    answerWith('get', '/sites/by-hostname/kust.localhost', json({ data: { items: 'none' } }));
    const broken = await lookupSiteByHostname('kust.localhost').catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(SchemaError);
    answerWith('get', '/sites/by-hostname/kust.localhost', json({}, 503));
    const down = await lookupSiteByHostname('kust.localhost').catch((error: unknown) => error);
    expect(isServiceFailure(down)).toBe(true);
  });

  it('is the site the service names', async () => {
    configureContentApi({ baseUrl: CONTENT_BASE_URL, siteId: async () => 'demo' });
    answerWith('get', '/sites/by-hostname/kust.localhost', json(kust));
    expect(await lookupSiteByHostname('kust.localhost')).toMatchObject({ id: 'kust' });
  });
});
