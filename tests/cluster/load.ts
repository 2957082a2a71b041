import http from 'node:http';

/**
 * Traffic through nginx while the instances behind it are restarted or upgraded (operations and
 * upgrade tests): each client keeps its connections alive between requests, as a browser and
 * most API clients do, so a connection closed under a client (an nginx reload closes its idle
 * ones) is an error here, never retried.
 */
export interface Result {
  at: number;
  end: number;
  what: string;
  status: number;
  error?: string;
  reqId?: string;
  body?: string;
}

/** One request, on a kept-alive connection of `agent` when given, else on a connection of its own. */
export function request(
  base: string,
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: http.Agent;
  } = {},
): Promise<{ status: number; reqId?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: init.agent ?? false,
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            reqId: res.headers['x-request-id'] as string | undefined,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(init.body);
  });
}

interface Writer {
  /** A member's bearer token and the body of the registration it sends (one each). */
  next: () => { token: string; body: unknown } | undefined;
  /** What an answered registration said. */
  answered: { registerId: number; code: string }[];
}

/**
 * Requests through nginx from `workers` clients, each on its own kept-alive connections, until
 * stopped: REST reads, member logins (POST), a page with a session cookie (never micro-cached)
 * and, with `writer`, registrations (POST) whose answers it keeps.
 */
export function load(
  base: string,
  member: { email: string },
  trainingId: number,
  { workers = 4, writer }: { workers?: number; writer?: Writer } = {},
) {
  const results: Result[] = [];
  const agents: http.Agent[] = [];
  let running = true;
  let n = 0;
  const one = async (
    agent: http.Agent,
    what: string,
    init: { path: string; method?: string; headers?: Record<string, string>; body?: string },
  ) => {
    const at = Date.now();
    try {
      const answer = await request(base, init.path, { ...init, agent });
      results.push({ at, what, ...answer, end: Date.now() });
      return answer;
    } catch (error) {
      results.push({ at, end: Date.now(), what, status: 0, error: (error as Error).message });
      return undefined;
    }
  };
  const worker = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    while (running) {
      n += 1;
      const kind = n % (writer ? 4 : 3);
      if (kind === 0)
        await one(agent, 'GET trainings', {
          path: `/api/v1/services/public_trainings/${trainingId}`,
          headers: { 'accept-language': 'en' },
        });
      else if (kind === 1)
        await one(agent, 'POST login', {
          path: '/api/v1/login',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: member.email, password: 'secret123' }),
        });
      else if (kind === 2)
        await one(agent, 'GET page', {
          path: `/public-training/${trainingId}`,
          headers: { cookie: 'asc-member.session-token=none' },
        });
      else {
        const write = writer!.next();
        if (!write) continue;
        const answer = await one(agent, 'POST register', {
          path: '/api/v1/services/public_trainings/register',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': 'en',
            authorization: `Bearer ${write.token}`,
          },
          body: JSON.stringify(write.body),
        });
        if (answer?.status === 200 || answer?.status === 201) {
          const json = JSON.parse(answer.body) as { register_id: number; register_code: string };
          writer!.answered.push({ registerId: json.register_id, code: json.register_code });
        }
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    results,
    stop: async () => {
      running = false;
      await done;
      for (const agent of agents) agent.destroy();
      return results;
    },
  };
}

/** The requests that did not succeed, for an assertion's message. */
export const failed = (results: Result[]) =>
  results
    .filter((r) => r.status !== 200 && r.status !== 201)
    .map(
      (r) =>
        `${r.what}: ${r.status} ${r.error ?? ''} at ${new Date(r.at).toISOString()} ${r.reqId ?? ''}`,
    );
