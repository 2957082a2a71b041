import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/** Secrets every instance must share (docs/operations.md, "Several servers, one site"); the test process signs with them too. */
export const SHARED_SECRETS = {
  AUTH_SECRET: 'cluster-test-auth-secret-0123456789abcdef',
  ALTCHA_HMAC_KEY: 'cluster-test-altcha-key-0123456789abcdef',
};
for (const [key, value] of Object.entries(SHARED_SECRETS)) process.env[key] = value;

/** The upload directory the test's instances share. */
export const CLUSTER_UPLOAD_DIR = path.resolve('data/uploads-cluster-test');

export interface Server {
  url: string;
  child: ChildProcess;
  /** What the server wrote, for the message of a failing test. */
  output: () => string;
  /** kill -9 of the server and everything it started. */
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts the production build (`next start`, needs `next build` first) on a
 * port, on the database of DATABASE_URL and the Redis of `redisUrl` (none:
 * the single-server defaults), with any further settings of `env`. The server is the leader of a process group
 * of its own, so a kill -9 reaches every process it started.
 */
export async function startServer(
  port: number,
  opts: { redisUrl?: string; env?: Record<string, string | undefined>; readyPath?: string } = {},
): Promise<Server> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...SHARED_SECRETS,
    PORT: String(port),
    // The tests play the one proxy in front: the X-Forwarded-For they send is the client's address.
    TRUSTED_PROXY_HOPS: '1',
    PAYMENT_SIMULATOR: '1',
    // The seeded administrator keeps the demo password here (demo-password.test.ts starts without this).
    ALLOW_DEMO_PASSWORD: '1',
    REGISTRATION_STATUS_RUN_MINUTES: '0',
    MAIL_OUTBOX_DIR: './data/outbox-cluster',
    // The volume every instance mounts (docs/operations.md, "Several servers, one site").
    UPLOAD_DIR: CLUSTER_UPLOAD_DIR,
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  delete env.NODE_ENV;
  delete env.SMTP_URL;
  if (opts.redisUrl) env.REDIS_URL = opts.redisUrl;
  else delete env.REDIS_URL;
  // A test's own settings; undefined removes one (e.g. AUTH_SECRET, for a secret kept in a file).
  for (const [key, value] of Object.entries(opts.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    { env: env as NodeJS.ProcessEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit');
  const killGroup = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, signal);
    } catch {
      return;
    }
    await exited;
  };
  const server: Server = {
    url,
    child,
    output: () => output,
    kill9: () => killGroup('SIGKILL'),
    stop: () => killGroup('SIGTERM'),
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${output}`);
    try {
      const res = await fetch(`${url}${opts.readyPath ?? '/api/v1/member/session'}`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server on ${port} did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

let ipCounter = 0;
/** A client address of its own, sent as the proxy would, so per-address limits bite only where a test wants them to. */
export const freshIp = () => `203.0.113.${(ipCounter += 1) % 250}`;

export interface CallInit {
  token?: string;
  body?: unknown;
  ip?: string;
}

/** One REST call (path under /api/v1) to a server over HTTP. */
export async function call(
  server: Server,
  method: string,
  path: string,
  init: CallInit = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      'accept-language': 'en',
      'x-forwarded-for': init.ip ?? freshIp(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: res.status, json };
}

/** A script or command run to its end: its output (stdout and stderr), or an error holding it. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string | undefined>,
) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited ${code}:\n${out}`)),
    );
  });
}
