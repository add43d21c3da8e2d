import { HttpError } from '@/content-api/errors';

/** No site is served at the request's host name (multi-site deployments); answered as a 404. */
export class UnknownSiteError extends HttpError {
  constructor(readonly hostname: string | null) {
    super(404, 'Unknown site', `host:${hostname ?? '(none)'}`, 'GET');
    this.name = 'UnknownSiteError';
  }
}
