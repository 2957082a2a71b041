export const dynamic = 'force-dynamic';

/** GET /api/health: the process answers (liveness). Touches nothing else; /api/ready says whether to send it traffic. */
export function GET() {
  return Response.json(
    { status: 'ok', uptime_s: Math.round(process.uptime()) },
    { headers: { 'cache-control': 'no-store' } },
  );
}
