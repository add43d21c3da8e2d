/** GET /healthz: the process answers (a load balancer's liveness check). Never cached. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
