import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The fingerprint an instance publishes of the settings instances must share
 * (src/server/ops/shared-settings.ts): short hashes of the auth secret and
 * bot-check key it actually uses (the environment's, else SECRETS_DIR's
 * files) and its upload folder's id. The same after a restart; another as
 * soon as one of them is another.
 */
let dir: string;

/** The module as a freshly started process loads it: no secret read yet. */
const started = async () => {
  vi.resetModules();
  return (await import('@/server/ops/shared-settings')).sharedFingerprint();
};

describe('the shared-settings fingerprint', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'asc-fingerprint-'));
    vi.stubEnv('SECRETS_DIR', path.join(dir, 'secrets'));
    vi.stubEnv('UPLOAD_DIR', path.join(dir, 'uploads'));
    for (const name of [
      'AUTH_SECRET',
      'ALTCHA_HMAC_KEY',
      'BOT_CHECK',
      'RECAPTCHA_SITE_KEY',
      'RECAPTCHA_SECRET_KEY',
    ])
      vi.stubEnv(name, '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the same after a restart, and another with another auth secret', async () => {
    const first = await started();
    expect(first.authSecret).toMatch(/^[0-9a-f]{16}$/);
    expect(first.botCheck).toMatch(/^[0-9a-f]{16}$/);
    expect(first.uploadFolder).toMatch(/^[0-9a-f]{32}$/);
    const idFile = path.join(dir, 'uploads', '.volume-id');
    expect(readFileSync(idFile, 'utf8')).toBe(first.uploadFolder);
    expect(statSync(idFile).mode & 0o777).toBe(0o600);
    expect(await started()).toEqual(first);

    // Another secret in SECRETS_DIR (a machine that generated its own): another auth part only.
    const secret = 'x'.repeat(48);
    writeFileSync(path.join(dir, 'secrets', 'auth-secret'), secret);
    const otherFile = await started();
    expect(otherFile.authSecret).not.toBe(first.authSecret);
    expect(otherFile).toMatchObject({ botCheck: first.botCheck, uploadFolder: first.uploadFolder });
    expect(JSON.stringify(otherFile)).not.toContain(secret);

    // AUTH_SECRET, when set, is the secret in use.
    vi.stubEnv('AUTH_SECRET', 'y'.repeat(40));
    const fromEnv = await started();
    expect(fromEnv.authSecret).not.toBe(otherFile.authSecret);
    vi.stubEnv('AUTH_SECRET', '');
    expect((await started()).authSecret).toBe(otherFile.authSecret);
  });

  it('is another with another ALTCHA key, or another upload folder', async () => {
    const first = await started();
    vi.stubEnv('ALTCHA_HMAC_KEY', 'z'.repeat(40));
    const altcha = await started();
    expect(altcha.botCheck).not.toBe(first.botCheck);
    expect(altcha.authSecret).toBe(first.authSecret);

    vi.stubEnv('UPLOAD_DIR', path.join(dir, 'elsewhere'));
    const folder = await started();
    expect(folder.uploadFolder).toMatch(/^[0-9a-f]{32}$/);
    expect(folder.uploadFolder).not.toBe(first.uploadFolder);
    expect(folder.authSecret).toBe(first.authSecret);
  });
});
