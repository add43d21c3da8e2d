import { checkReadiness } from '@/server/health/readiness';

/**
 * GET /readyz: whether this instance should get visitors — database reachable with its migrations
 * applied, content service reachable or answers kept to serve from. 503 otherwise. Never cached.
 */
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(
    { status: readiness.ready ? 'ready' : 'not ready', ...readiness },
    { status: readiness.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}

export const dynamic = 'force-dynamic';
