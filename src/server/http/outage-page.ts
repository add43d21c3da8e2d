import 'server-only';
import { headers } from 'next/headers';
import { OUTAGE_PAGE_HEADER, outagePageToken } from './render-failures';

/** Whether the production server asks for the outage page in place of a render that broke on the service. */
export async function isAskedForAsOutagePage(): Promise<boolean> {
  return (await headers()).get(OUTAGE_PAGE_HEADER) === outagePageToken();
}
