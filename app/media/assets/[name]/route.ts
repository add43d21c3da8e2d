import type { NextRequest } from 'next/server';
import { answerAsset, assetNotFound } from '@/server/assets/asset-response';
import { parseAssetRequest } from '@/server/assets/asset-urls';

type Context = { params: Promise<{ name: string }> };

/** /media/assets/{name}?hash=…&version=…: CMS images and files, streamed from the content service. */
export async function GET(request: NextRequest, { params }: Context) {
  const asset = parseAssetRequest((await params).name, request.nextUrl.searchParams);
  if (!asset) return assetNotFound();
  return answerAsset(asset, request.headers.get('if-none-match'));
}
