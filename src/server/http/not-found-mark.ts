import 'server-only';
import { headers } from 'next/headers';
import { markNotFound, RENDER_ID_HEADER } from './render-failures';

/** Marks the request being rendered as one that shows the not-found page: it is answered 404. */
export async function noteNotFound(): Promise<void> {
  const renderId = (await headers()).get(RENDER_ID_HEADER);
  if (renderId) markNotFound(renderId);
}
