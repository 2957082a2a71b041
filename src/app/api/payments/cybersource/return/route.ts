import { refusingLargeBodies } from '@/server/http/body-limit';
import { applyGatewayReply, resultLocation } from '@/server/payments/reply-handler';

export const dynamic = 'force-dynamic';

/**
 * The gateway sends the browser back here with its signed reply (a
 * cross-site form POST, so no session cookie is needed: the reply is
 * believed only on its signature and matching attempt). Applies it, then
 * shows the payment page with the result.
 */
export function POST(request: Request) {
  return refusingLargeBodies(request, async () => {
    const outcome = await applyGatewayReply(request, 'return');
    return new Response(null, {
      status: 303,
      headers: { Location: resultLocation(outcome), 'Cache-Control': 'no-store' },
    });
  });
}
