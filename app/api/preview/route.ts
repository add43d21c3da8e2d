import type { NextRequest } from 'next/server';
import { openPreview } from '@/server/preview/preview-routes';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest) {
  return openPreview(request);
}
