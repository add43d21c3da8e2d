import type { NextRequest } from 'next/server';
import { answerServicePhoto, SERVED_PHOTO_ROUTE } from '@/server/photos/service-photos';

/** Estate photos of the content service, streamed under the site's own origin (service-photos.ts). */
export async function GET(request: NextRequest) {
  // The path as the browser sent it (still percent-encoded), so what is checked is what is fetched.
  const path = request.nextUrl.pathname.slice(SERVED_PHOTO_ROUTE.length);
  return answerServicePhoto(path, request.nextUrl.search, request.headers.get('accept'));
}
