import { describe, expect, it, vi } from 'vitest';

describe('configuration', () => {
  it('rejects every call with "Api is not configured" before configuration', async () => {
    vi.resetModules();
    const api = await import('@/content-api');
    expect(api.isContentApiConfigured()).toBe(false);
    await expect(api.getSite()).rejects.toThrow('Api is not configured');
    await expect(api.getSite()).rejects.toBeInstanceOf(api.ApiNotConfiguredError);
    expect(() => api.sitePath('pages')).toThrow(api.ApiNotConfiguredError);
  });

  it('keeps the settings and drops a trailing slash of the base URL', async () => {
    vi.resetModules();
    const api = await import('@/content-api');
    api.configureContentApi({ baseUrl: 'http://content.test/', siteId: 'agency-7' });
    expect(api.getContentApiConfiguration()).toMatchObject({
      baseUrl: 'http://content.test',
      siteId: 'agency-7',
      timeoutMs: 8000,
    });
    expect(api.sitePath('pages')).toBe('/sites/agency-7/pages');
  });

  it('is configured from the app configuration when imported through server', async () => {
    vi.resetModules();
    const server = await import('@/server/content-service');
    const { config } = await import('@/config');
    const { requestSiteId } = await import('@/server/sites/request-site');
    expect(server.getContentApiConfiguration()).toMatchObject({
      baseUrl: config.contentApiUrl,
      // Without SITE_ID, every call asks for the site of the request's host name.
      siteId: config.siteId ?? requestSiteId,
      timeoutMs: config.contentApiTimeoutMs,
      revalidateSeconds: config.contentCacheSeconds,
    });
  });
});
