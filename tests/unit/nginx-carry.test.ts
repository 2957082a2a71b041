import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { carryLocalBlocks } from '../../scripts/nginx-config.mjs';

/**
 * scripts/upgrade.sh installs a release's new deploy/nginx.conf with the operator's own lines
 * carried over: the instance lines and the site block (listen, server_name, TLS).
 */
const template = readFileSync('deploy/nginx.conf', 'utf8');
const installed = template
  .replace('listen 8080;', 'listen 443 ssl;\n    server_name portal.example.ac.th;')
  .replace(/# BEGIN instances[\s\S]*?# END instances/, (block) =>
    block.replace(
      /server 127\.0\.0\.1:3002 [^;]*;/,
      'server 10.0.0.7:3001 max_fails=1 fail_timeout=10s;',
    ),
  );
const newer = template.replace('client_body_buffer_size 1m;', 'client_body_buffer_size 2m;');

describe('carrying the installed nginx site file over to a new release', () => {
  it("keeps the operator's instances and site lines and takes everything else from the release", () => {
    const carried = carryLocalBlocks(installed, newer)!;
    expect(carried).toContain('server_name portal.example.ac.th;');
    expect(carried).toContain('listen 443 ssl;');
    expect(carried).not.toContain('listen 8080;');
    expect(carried).toContain('server 10.0.0.7:3001');
    expect(carried).toContain('client_body_buffer_size 2m;');
    expect(carried.replace(/2m;/, '1m;')).toBe(installed);
  });

  it('refuses a file without a site block (installed before 0.3.0): the command exits 3', () => {
    const old = installed
      .replace(/ *# BEGIN site[^\n]*\n[^\n]*\n/, '')
      .replace(/ *# END site\n/, '');
    expect(carryLocalBlocks(old, newer)).toBeNull();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-carry-'));
    writeFileSync(path.join(dir, 'old.conf'), old);
    writeFileSync(path.join(dir, 'installed.conf'), installed);
    const script = ['scripts/nginx-config.mjs', '--carry'];
    expect(
      spawnSync('node', [...script, path.join(dir, 'old.conf'), 'deploy/nginx.conf']).status,
    ).toBe(3);
    expect(
      execFileSync('node', [
        ...script,
        path.join(dir, 'installed.conf'),
        'deploy/nginx.conf',
      ]).toString(),
    ).toBe(installed);
  });
});
