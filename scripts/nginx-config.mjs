// Renders deploy/nginx.conf into a complete nginx configuration for instances on this machine
// (scripts/cluster.sh, scripts/bench-cluster.mjs). As a command:
//   node scripts/nginx-config.mjs <dir> <listen port> <instance port>[:down]...   (writes <dir>/nginx.conf)
// An instance given as PORT:down is listed with nginx's `down` flag: it gets no requests.
//   node scripts/nginx-config.mjs --carry <installed file> <new deploy/nginx.conf>
// prints the new file with the installed one's own blocks (BEGIN/END instances and site) in it
// (scripts/upgrade.sh); exits 3 when the installed file has no site block to carry.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const deployConf = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

/**
 * deploy/nginx.conf with its instances, listening port and cache directory replaced, wrapped in
 * the main and events contexts; `extra` is added inside http { } (the benchmark's own servers).
 * An instance is a port, or `{ port, down: true }` to list it out of service. Each keeps the
 * failure settings (max_fails, fail_timeout) of deploy/nginx.conf's own instance lines.
 * Returns the path of the written file; nginx's pid and logs live in `dir`, its temp files and
 * cache in a folder of the system's temp directory named after `dir`.
 */
export function renderNginxConfig({ dir, listen, instances, extra = '' }) {
  const root = path.resolve(dir);
  mkdirSync(path.join(root, 'logs'), { recursive: true });
  // nginx's workers drop root for an unprivileged user, who must reach the cache and temp files:
  // not under `dir`, whose parent (./data) is private to the site's user (docs/security.md).
  const shared = path.join(
    os.tmpdir(),
    `asc-nginx-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
  );
  for (const sub of ['', 'cache', 'temp']) {
    mkdirSync(path.join(shared, sub), { recursive: true });
    chmodSync(path.join(shared, sub), 0o777);
  }
  const template = readFileSync(deployConf, 'utf8');
  const failure =
    /# BEGIN instances\s+server \S+ ([^;]*);/.exec(template)?.[1] ?? 'max_fails=1 fail_timeout=10s';
  const line = (instance) => {
    const { port, down } =
      typeof instance === 'object' ? instance : { port: instance, down: false };
    return `server 127.0.0.1:${port} ${failure}${down ? ' down' : ''};`;
  };
  const site = template
    .replace(/# BEGIN instances[\s\S]*# END instances/, instances.map(line).join('\n    '))
    .replace(/listen 8080;/, `listen 127.0.0.1:${listen};`)
    .replace('/var/cache/nginx/asc', path.join(shared, 'cache'))
    .replace('/var/log/nginx/asc.access.log', path.join(root, 'logs', 'access.log'));
  const conf = `# Rendered by scripts/nginx-config.mjs from deploy/nginx.conf.
pid ${root}/nginx.pid;
error_log ${root}/logs/error.log warn;
worker_processes auto;
# As many open files as connections (and their upstream halves), also when a user other than root
# starts it (scripts/cluster.sh as the site's user, whose soft limit is often 1,024).
worker_rlimit_nofile 8192;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${shared}/temp/body;
    proxy_temp_path ${shared}/temp/proxy;
    fastcgi_temp_path ${shared}/temp/fastcgi;
    uwsgi_temp_path ${shared}/temp/uwsgi;
    scgi_temp_path ${shared}/temp/scgi;
${site}
${extra}
}
`;
  const file = path.join(root, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

const LOCAL_BLOCKS = ['instances', 'site'];
const block = (name) => new RegExp(`# BEGIN ${name}[\\s\\S]*?# END ${name}`);

/**
 * `template` (a release's deploy/nginx.conf) with the blocks of `installed` (the file an
 * operator edited: its instance lines, server_name, listen and TLS lines) in place of its own;
 * null when `installed` lacks one of them.
 */
export function carryLocalBlocks(installed, template) {
  let out = template;
  for (const name of LOCAL_BLOCKS) {
    const own = block(name).exec(installed)?.[0];
    if (!own || !block(name).test(out)) return null;
    out = out.replace(block(name), () => own);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--carry') {
  const carried = carryLocalBlocks(
    readFileSync(process.argv[3], 'utf8'),
    readFileSync(process.argv[4], 'utf8'),
  );
  if (carried === null) process.exit(3);
  process.stdout.write(carried);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, listen, ...instances] = process.argv.slice(2);
  if (!dir || !listen || instances.length === 0) {
    console.error(
      'usage: node scripts/nginx-config.mjs <dir> <listen port> <instance port>[:down]...',
    );
    process.exit(2);
  }
  const parsed = instances.map((spec) => ({
    port: Number(spec.split(':')[0]),
    down: spec.endsWith(':down'),
  }));
  console.log(renderNginxConfig({ dir, listen: Number(listen), instances: parsed }));
}
