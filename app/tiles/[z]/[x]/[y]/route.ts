import { siteTiles } from '@/server/tiles/tiles';

type Context = { params: Promise<{ z: string; x: string; y: string }> };

/** Map tiles under the site's own origin (src/server/tiles): /tiles/{z}/{x}/{y}.png. */
export async function GET(_request: Request, { params }: Context) {
  const { z, x, y } = await params;
  return siteTiles.answer(z, x, y);
}
