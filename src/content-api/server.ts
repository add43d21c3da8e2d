import 'server-only';
import { config } from '@/config';
import { configureContentApi, isContentApiConfigured } from './configuration';

// Configured once per server process from the parsed app configuration; a configuration set
// earlier (tests, scripts) is kept.
if (!isContentApiConfigured()) {
  configureContentApi({
    baseUrl: config.contentApiUrl,
    siteId: config.siteId,
    timeoutMs: config.contentApiTimeoutMs,
    revalidateSeconds: config.contentCacheSeconds,
  });
}

export * from './index';
