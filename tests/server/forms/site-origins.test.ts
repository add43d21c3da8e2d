import { describe, expect, it } from 'vitest';
import { isOwnOrigin, siteOrigins } from '@/server/forms/site-origins';
import { parseHost } from '@/server/sites/request-host';

const demoHosts = ['localhost', '127.0.0.1', '[::1]', 'demo.vitrine.be'];
const kustHosts = ['kust.localhost', 'kust.vitrine.be'];
const hostnamesOf = async (hostname: string) =>
  demoHosts.includes(hostname) ? demoHosts : kustHosts.includes(hostname) ? kustHosts : null;
// Sites by host name: SITE_URL is no one site's address.
const accepts = (origin: string | null, host: string, scheme: 'http:' | 'https:' = 'http:') =>
  isOwnOrigin(origin, parseHost(host), { scheme, port: /:\d+$/.exec(host)?.[0] ?? '' }, null, hostnamesOf);

describe('the origin of a form request', () => {
  it("accepts each host name of the request's own site, on the port the request came in on", async () => {
    expect(await accepts('http://127.0.0.1:4123', '127.0.0.1:4123')).toBe(true);
    expect(await accepts('http://localhost:4123', '127.0.0.1:4123')).toBe(true);
    expect(await accepts('http://kust.localhost:4123', 'kust.localhost:4123')).toBe(true);
    expect(await accepts('http://[::1]:4123', '[::1]:4123')).toBe(true);
  });

  it('refuses another site, another port, another scheme and a foreign page', async () => {
    expect(await accepts('http://localhost:4123', 'kust.localhost:4123')).toBe(false);
    expect(await accepts('http://kust.localhost:9999', 'kust.localhost:4123')).toBe(false);
    expect(await accepts('https://kust.localhost:4123', 'kust.localhost:4123')).toBe(false);
    expect(await accepts('http://evil.example', 'kust.localhost:4123')).toBe(false);
    expect(await accepts('http://evil.example:4123', 'evil.example:4123')).toBe(false);
  });

  it('refuses a missing, opaque or malformed Origin', async () => {
    expect(await accepts(null, 'localhost:3000')).toBe(false);
    expect(await accepts('null', 'localhost:3000')).toBe(false);
    expect(await accepts('not a url', 'localhost:3000')).toBe(false);
  });

  it("behind a TLS proxy, takes the visitors' scheme and a port-less host", async () => {
    expect(await accepts('https://kust.vitrine.be', 'kust.vitrine.be', 'https:')).toBe(true);
    expect(await accepts('http://kust.vitrine.be', 'kust.vitrine.be', 'https:')).toBe(false);
  });

  it("accepts a pinned site's configured address, and no other site's", async () => {
    const origins = siteOrigins(['localhost'], { scheme: 'http:', port: ':4000' }, 'https://immo.be');
    expect([...origins]).toEqual(['http://localhost:4000', 'https://immo.be']);
    // With sites by host name, the page of SITE_URL's site may not post to another site.
    expect(await accepts('http://localhost:3000', 'kust.localhost:3000')).toBe(false);
  });
});
