import type { NextRequest } from 'next/server';
import { answerShareImage } from '@/server/sharing/share-image-handler';

type Context = { params: Promise<{ segments: string[] }> };

/** /og/{lang}/…png: the image a page is shared with (link previews), on the site's own origin. */
export async function GET(request: NextRequest, { params }: Context) {
  return answerShareImage((await params).segments, request.nextUrl.searchParams);
}
