import 'server-only';
import { headers } from 'next/headers';
import { config } from '@/config';
import { configureContentApi, isContentApiConfigured } from '@/content-api';
import { markServiceFailure, RENDER_ID_HEADER } from '@/server/http/render-failures';
import { servedPhotoAddress } from '@/server/photos/service-photos';
import { isPreviewRequest } from '@/server/preview/preview-mode';
import { requestSiteId } from '@/server/sites/request-site';

// The content-service client for app code. The client itself knows nothing of requests; the site
// and preview state of the request being served are handed to it here.
/** Marks the request being served as one that met a failure of the service (see render-failures.ts). */
function noteServiceFailure(): void {
  const mark = (requestHeaders: Headers) => {
    const renderId = requestHeaders.get(RENDER_ID_HEADER);
    if (renderId) markServiceFailure(renderId);
  };
  // Outside a request (the alert run, a build) there is nothing to mark.
  try {
    headers().then(mark, () => {});
  } catch {
    // no request
  }
}

// Configured once per server process from the parsed app configuration; a configuration set
// earlier (tests, scripts) is kept. Without SITE_ID, every call asks for the request's site.
if (!isContentApiConfigured()) {
  configureContentApi({
    baseUrl: config.contentApiUrl,
    siteId: config.siteId ?? requestSiteId,
    timeoutMs: config.contentApiTimeoutMs,
    revalidateSeconds: config.contentCacheSeconds,
    maxAnswerBytes: config.contentMaxBytes,
    answerCacheBytes: config.contentCacheBytes,
    isBackofficeRequest: isPreviewRequest,
    onServiceFailure: noteServiceFailure,
    photoAddress: (url) => servedPhotoAddress(url),
  });
}

export * from '@/content-api';
