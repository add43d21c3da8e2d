import type { NextRequest } from 'next/server';
import { closePreview } from '@/server/preview/preview-routes';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest) {
  return closePreview(request);
}
