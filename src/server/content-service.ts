import 'server-only';
import { config } from '@/config';
import { configureContentApi, isContentApiConfigured } from '@/content-api';
import { isPreviewRequest } from '@/server/preview/preview-mode';
import { requestSiteId } from '@/server/sites/request-site';

// The content-service client for app code. The client itself knows nothing of requests; the site
// and preview state of the request being served are handed to it here.
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

export * from '@/content-api';
