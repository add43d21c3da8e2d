import 'server-only';
import { config } from '@/config';
import { isPreviewRequest } from '@/server/preview/preview-mode';
import { requestSiteId } from '@/server/sites/request-site';
import { configureContentApi, isContentApiConfigured } from './configuration';

// Configured once per server process from the parsed app configuration; a configuration set
// earlier (tests, scripts) is kept. Without SITE_ID, every call asks for the request's site.
if (!isContentApiConfigured()) {
  configureContentApi({
    baseUrl: config.contentApiUrl,
    siteId: config.siteId ?? requestSiteId,
    timeoutMs: config.contentApiTimeoutMs,
    revalidateSeconds: config.contentCacheSeconds,
    isBackofficeRequest: isPreviewRequest,
  });
}

export * from './index';
