import { refusingLargeBodies } from '@/server/http/body-limit';
import { applyGatewayReply } from '@/server/payments/reply-handler';

export const dynamic = 'force-dynamic';

/** The gateway's server-to-server reply: applied the same way as the browser's return; 400 when rejected. */
export function POST(request: Request) {
  return refusingLargeBodies(request, async () => {
    const outcome = await applyGatewayReply(request, 'notify');
    return new Response(outcome.kind === 'rejected' ? 'rejected' : 'ok', {
      status: outcome.kind === 'rejected' ? 400 : 200,
      headers: { 'Content-Type': 'text/plain' },
    });
  });
}
