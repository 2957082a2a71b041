import { publicBotCheckConfig } from '@/server/bot-check';

export const dynamic = 'force-dynamic';

/** GET /api/bot-check: which bot check the forms show (altcha, or recaptcha with its site key). */
export function GET() {
  return Response.json(publicBotCheckConfig(), { headers: { 'cache-control': 'no-store' } });
}
