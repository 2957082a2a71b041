import { createAltchaChallenge } from '@/server/bot-check';

export const dynamic = 'force-dynamic';

/** GET /api/bot-check/challenge: a fresh ALTCHA challenge for the widget. */
export async function GET() {
  return Response.json(await createAltchaChallenge(), { headers: { 'cache-control': 'no-store' } });
}
