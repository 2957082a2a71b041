import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

let recording = false;

/**
 * Makes this server append the address each request's connection comes from
 * to X-Forwarded-For, as a reverse proxy does, before Next.js sees it. Next
 * keeps a header the client sent and gives route handlers no socket, so
 * without this a client could name any address it likes; with it, the last
 * entry is always a fact, and clientIp() (visitor.ts) walks back from it only
 * over the proxies TRUSTED_PROXY_HOPS declares. Node's own diagnostics
 * channel runs before the request reaches any handler.
 */
export function recordSocketAddresses(): void {
  if (recording) return;
  recording = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const peer = socket.remoteAddress;
    if (!peer) return;
    const sent = request.headers['x-forwarded-for'];
    request.headers['x-forwarded-for'] = sent
      ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${peer}`
      : peer;
  });
}
