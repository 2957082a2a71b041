import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { createMembers, createTraining, halfWrittenRegistrations, receiptInput } from './fixtures';
import { failed, load } from './load';
import { run } from './servers';

/**
 * scripts/upgrade.sh, as docs/operations.md §7 says to run it: an installation of an older
 * commit (releases/, current, shared/env; two instances behind nginx started by
 * scripts/cluster.sh) is upgraded to this commit while clients keep sending page views, API
 * reads, logins and registrations on kept-alive connections. No request may fail and every
 * registration answered as done must be in the database, whole.
 *
 * The older commit's release is built once per machine and kept in ~/.cache/asc-portal (a
 * build of a fixed commit never changes). The upgrade fetches and installs this commit, and
 * takes the suite's own build of it (--from-build) when the checkout is clean, as in CI; else it
 * builds it. UPGRADE_FROM must have this commit's deploy/nginx.conf: a release
 * that changes it makes the upgrade reload nginx, which closes kept-alive connections (move
 * UPGRADE_FROM forward when deploy/nginx.conf changes).
 */
const UPGRADE_FROM = process.env.UPGRADE_FROM ?? '6c902b48e623370fde0013cd18317e105bde68a3';
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const checkout = path.resolve('.');
const root = path.resolve('data/upgrade-test');
const NGINX_PORT = 3881;
const cache = path.join(
  process.env.UPGRADE_TEST_CACHE ?? path.join(os.homedir(), '.cache', 'asc-portal'),
  `release-${UPGRADE_FROM}`,
);
const git = (...args: string[]) => execFileSync('git', args, { cwd: checkout }).toString().trim();
const cleanEnv = (extra: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: os.homedir(),
  ...extra,
});

/** The older commit's release, built (once per machine) in its own folder outside the repository. */
async function olderRelease(): Promise<string> {
  if (existsSync(path.join(cache, '.next', 'BUILD_ID'))) return cache;
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(path.dirname(cache), { recursive: true });
  execFileSync('git', ['clone', '--quiet', '--no-checkout', checkout, cache]);
  execFileSync('git', [
    '-C',
    cache,
    '-c',
    'advice.detachedHead=false',
    'checkout',
    '-q',
    UPGRADE_FROM,
  ]);
  // The same packages pinned (the project's own version aside): this checkout's node_modules serve.
  const packages = (file: string) => {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, unknown> };
    delete lock.packages[''];
    return JSON.stringify(lock.packages);
  };
  const sameLock =
    packages(path.join(cache, 'package-lock.json')) === packages('package-lock.json');
  if (sameLock) {
    execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(cache, 'node_modules')]);
    await run('node', ['scripts/prisma-generate.mjs'], cache, cleanEnv({}));
  } else await run('npm', ['install', '--no-audit', '--no-fund'], cache, cleanEnv({}));
  await run('npx', ['next', 'build'], cache, cleanEnv({}));
  return cache;
}

describe.skipIf(!onPostgres)('scripts/upgrade.sh under load (PostgreSQL + Redis + nginx)', () => {
  // RUN_AS empty: everything as the test's own user (the installation is the test's, not asc's).
  const env = cleanEnv({ ASC_ROOT: root, UPGRADE_REPOSITORY: checkout, RUN_AS: '' });
  let old = '';
  afterAll(async () => {
    const current = path.join(root, 'current');
    if (existsSync(current))
      await run('bash', ['scripts/cluster.sh', 'stop'], current, env).catch(() => '');
  });

  it('moves every instance to this commit with no failed request and no lost registration, and rolls back by itself from a release that cannot start', async () => {
    const head = git('rev-parse', 'HEAD');
    // A clean checkout (CI's) has been built by the suite's build step: the upgrade takes that build
    // (--from-build) instead of building the same commit again; a checkout with changes of its own
    // cannot lend its build, so the command builds the release itself.
    const clean = git('status', '--porcelain', '--untracked-files=no') === '';
    const fromBuild = clean && existsSync('.next/BUILD_ID') ? ['--from-build', checkout] : [];
    expect(
      git('diff', UPGRADE_FROM, 'HEAD', '--', 'deploy/nginx.conf'),
      'deploy/nginx.conf changed since UPGRADE_FROM: move UPGRADE_FROM forward',
    ).toBe('');
    old = await olderRelease();

    // The installation: shared settings and data, `current` on the older release.
    rmSync(root, { recursive: true, force: true });
    mkdirSync(path.join(root, 'releases'), { recursive: true });
    mkdirSync(path.join(root, 'shared', 'data'), { recursive: true });
    writeFileSync(
      path.join(root, 'shared', 'env'),
      [
        `DATABASE_URL=${process.env.DATABASE_URL}`,
        'REDIS_URL=redis://127.0.0.1:6379/11',
        `UPLOAD_DIR=${root}/shared/data/uploads`,
        `SECRETS_DIR=${root}/shared/data`,
        `MAIL_OUTBOX_DIR=${root}/shared/data/outbox`,
        `BACKUP_DIR=${root}/backups`,
        'BACKUP_SIGNING_KEY=upgrade-test-signing-key-0123456789abcdef',
        `CLUSTER_DIR=${root}/shared/cluster`,
        `CLUSTER_PORT=${NGINX_PORT}`,
        `CLUSTER_BASE_PORT=${NGINX_PORT}`,
        'PAYMENT_SIMULATOR=1',
        'REGISTRATION_STATUS_RUN_MINUTES=0',
        'LOG_LEVEL=warn',
        '',
      ].join('\n'),
    );
    execFileSync('ln', ['-sfn', path.join(root, 'shared', 'env'), path.join(old, '.env')]);
    execFileSync('ln', ['-sfn', old, path.join(root, 'current')]);
    await run('bash', ['scripts/cluster.sh', 'start', '2'], path.join(root, 'current'), env);
    const oldBuild = readFileSync(path.join(old, '.next', 'BUILD_ID'), 'utf8').trim();

    const training = await createTraining(10_000);
    const [member, ...writers] = await createMembers(120);
    const receipt = await receiptInput();
    let next = 0;
    const writer = {
      answered: [] as { registerId: number; code: string }[],
      next: () => {
        const m = writers[next++];
        return m
          ? {
              token: m.token,
              body: {
                public_training_id: training.id,
                attendees: [],
                receipt,
                payment_method_id: 2,
              },
            }
          : undefined;
      },
    };
    const traffic = load(`http://127.0.0.1:${NGINX_PORT}`, member!, training.id, {
      workers: 6,
      writer,
    });
    const started = Date.now();
    let out: string;
    try {
      out = await run('bash', ['scripts/upgrade.sh', ...fromBuild, head], checkout, env);
    } finally {
      await traffic.stop();
    }
    const seconds = (Date.now() - started) / 1000;
    const results = traffic.results;

    // Every instance runs this commit's build, from the new release `current` points at.
    const release = readlinkSync(path.join(root, 'current'));
    expect(path.basename(release)).toMatch(new RegExp(`-${head.slice(0, 10)}$`));
    const build = readFileSync(path.join(release, '.next', 'BUILD_ID'), 'utf8').trim();
    expect(build).not.toBe(oldBuild);
    for (const port of [NGINX_PORT + 1, NGINX_PORT + 2]) {
      const report = (await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json()) as {
        build: string;
        status: string;
      };
      expect(report).toMatchObject({ build, status: expect.stringMatching(/^(ready|degraded)$/) });
    }
    expect(out).toMatch(/backing up/);
    expect(
      readdirSync(path.join(root, 'backups')).filter((f) => f.endsWith('.tar.gz')),
    ).toHaveLength(1);

    // No request failed, writes included, and each answered registration is there, whole.
    expect(failed(results), out).toEqual([]);
    expect(results.filter((r) => r.what === 'POST register').length).toBeGreaterThan(10);
    const rows = await db.registration.findMany({
      where: { id: { in: writer.answered.map((a) => a.registerId) } },
    });
    expect(rows.map((r) => [r.id, r.registerCode]).sort()).toEqual(
      writer.answered.map((a) => [a.registerId, a.code]).sort(),
    );
    expect((await halfWrittenRegistrations(training.id)).broken).toEqual([]);

    // A release whose server cannot start (its build is missing): the first instance is not ready
    // within READY_TIMEOUT, so the command puts it back on the running release and exits 1; no
    // request fails meanwhile.
    const broken = path.join(root, 'releases', '9.9.9-broken');
    mkdirSync(path.join(broken, '.next'), { recursive: true });
    for (const entry of readdirSync(release))
      if (!['node_modules', '.next', '.env'].includes(entry))
        execFileSync('cp', ['-al', path.join(release, entry), broken]);
    execFileSync('ln', [
      '-s',
      path.join(release, 'node_modules'),
      path.join(broken, 'node_modules'),
    ]);
    writeFileSync(path.join(broken, '.next', 'BUILD_ID'), 'broken');
    writeFileSync(path.join(broken, '.prepared'), '');
    const traffic2 = load(`http://127.0.0.1:${NGINX_PORT}`, member!, training.id, { workers: 4 });
    let rollback: { code: number | null; out: string };
    try {
      rollback = await run(
        'bash',
        [path.join(release, 'scripts', 'upgrade.sh'), '--continue', broken, '0'],
        checkout,
        { ...env, READY_TIMEOUT: '10' },
      ).then(
        (text) => ({ code: 0, out: text }),
        (error: Error) => ({ code: 1, out: error.message }),
      );
    } finally {
      await traffic2.stop();
    }
    expect(rollback.code, rollback.out).toBe(1);
    expect(rollback.out).toMatch(/not ready on it; every instance is back on/);
    expect(readlinkSync(path.join(root, 'current'))).toBe(release);
    for (const port of [NGINX_PORT + 1, NGINX_PORT + 2]) {
      const report = (await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json()) as {
        build: string;
      };
      expect(report.build).toBe(build);
    }
    expect(failed(traffic2.results), rollback.out).toEqual([]);
    console.log(
      `upgrade ${UPGRADE_FROM.slice(0, 10)} -> ${head.slice(0, 10)}: ${seconds.toFixed(0)} s, ` +
        `${results.length} requests through nginx on kept-alive connections (${writer.answered.length} registrations), none failed\n${out}\n` +
        `rollback from a release that cannot start: ${traffic2.results.length} requests, none failed\n${rollback.out}`,
    );
  }, 600_000);
});
