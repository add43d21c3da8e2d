import { answerRentalPhoto } from '@/server/rental/rental-photo-handler';

type Context = { params: Promise<{ unitId: string; photo: string }> };

/** Rental photos, streamed from the content service under the site's own origin. */
export async function GET(request: Request, { params }: Context) {
  const { unitId, photo } = await params;
  const width = new URL(request.url).searchParams.get('w');
  return answerRentalPhoto(unitId, photo, { width, accept: request.headers.get('accept') });
}
