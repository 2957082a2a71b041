import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The scripts that start instances read the configuration as the instances do (issue 36,
 * finding 2): scripts/cluster.sh took none of an installation's .env, and made new secrets
 * where the running instances had theirs.
 */
/** An environment of PATH and `extra` alone: nothing of the test process's own settings. */
const bare = (extra: Record<string, string>) =>
  ({ PATH: process.env.PATH ?? '', ...extra }) as unknown as NodeJS.ProcessEnv;

describe('scripts read the configuration the way the site does', () => {
  it("prints a release's .env as shell exports, under what the environment already sets (Next's loader)", () => {
    const release = mkdtempSync(path.join(os.tmpdir(), 'env-export-'));
    mkdirSync(path.join(release, 'scripts'));
    copyFileSync('scripts/env-export.mjs', path.join(release, 'scripts', 'env-export.mjs'));
    symlinkSync(path.resolve('node_modules'), path.join(release, 'node_modules'));
    writeFileSync(
      path.join(release, '.env'),
      [
        'UPLOAD_DIR=/srv/asc/shared/data/uploads',
        `MAIL_FROM='Centre <it''s@example.ac.th>'`,
        'BANK_ACCOUNTS=\'[{"bankTh":"กรุงไทย"}]\'',
        'REDIS_URL=redis://127.0.0.1:6379/4',
        '',
      ].join('\n'),
    );
    const out = spawnSync('node', [path.join(release, 'scripts', 'env-export.mjs')], {
      env: bare({ REDIS_URL: 'redis://set-by-the-environment' }),
    }).stdout.toString();
    // What a shell makes of the lines: the values the instances get.
    const seen = spawnSync(
      'bash',
      ['-c', `${out}\nprintf '%s\\n' "$UPLOAD_DIR" "$MAIL_FROM" "$BANK_ACCOUNTS" "$REDIS_URL"`],
      { env: bare({ REDIS_URL: 'redis://set-by-the-environment' }) },
    ).stdout.toString();
    expect(seen.split('\n').slice(0, 4)).toEqual([
      '/srv/asc/shared/data/uploads',
      "Centre <it''s@example.ac.th>",
      '[{"bankTh":"กรุงไทย"}]',
      'redis://set-by-the-environment',
    ]);
  });

  it('refuses a restart whose secrets are gone instead of starting instances with new ones', () => {
    const secrets = mkdtempSync(path.join(os.tmpdir(), 'no-secrets-'));
    const run = spawnSync('bash', ['scripts/cluster.sh', 'restart'], {
      env: bare({
        HOME: os.homedir(),
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/none',
        SECRETS_DIR: secrets,
        CLUSTER_DIR: path.join(secrets, 'cluster'),
      }),
    });
    expect(run.status).toBe(1);
    expect(run.stderr.toString()).toContain(`${secrets}/auth-secret is missing`);
  });
});
