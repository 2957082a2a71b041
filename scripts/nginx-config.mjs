// Renders deploy/nginx.conf into a complete nginx configuration for instances on this machine
// (scripts/cluster.sh, scripts/bench-cluster.mjs). As a command:
//   node scripts/nginx-config.mjs <dir> <listen port> <instance port>...   (writes <dir>/nginx.conf)
import { mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const deployConf = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

/**
 * deploy/nginx.conf with its instances, listening port and cache directory replaced, wrapped in
 * the main and events contexts; `extra` is added inside http { } (the benchmark's own servers).
 * Returns the path of the written file; nginx's pid, logs, temp files and cache live in `dir`.
 */
export function renderNginxConfig({ dir, listen, instances, extra = '' }) {
  const root = path.resolve(dir);
  for (const sub of ['cache', 'temp', 'logs']) mkdirSync(path.join(root, sub), { recursive: true });
  // nginx's workers drop root for an unprivileged user: they must be able to write the cache.
  for (const sub of ['cache', 'temp']) chmodSync(path.join(root, sub), 0o777);
  const site = readFileSync(deployConf, 'utf8')
    .replace(/# BEGIN instances[\s\S]*# END instances/, instances.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n    '))
    .replace(/listen 8080;/, `listen 127.0.0.1:${listen};`)
    .replace('/var/cache/nginx/asc', path.join(root, 'cache'));
  const conf = `# Rendered by scripts/nginx-config.mjs from deploy/nginx.conf.
pid ${root}/nginx.pid;
error_log ${root}/logs/error.log warn;
worker_processes auto;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${root}/temp/body;
    proxy_temp_path ${root}/temp/proxy;
    fastcgi_temp_path ${root}/temp/fastcgi;
    uwsgi_temp_path ${root}/temp/uwsgi;
    scgi_temp_path ${root}/temp/scgi;
${site}
${extra}
}
`;
  const file = path.join(root, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, listen, ...instances] = process.argv.slice(2);
  if (!dir || !listen || instances.length === 0) {
    console.error('usage: node scripts/nginx-config.mjs <dir> <listen port> <instance port>...');
    process.exit(2);
  }
  console.log(renderNginxConfig({ dir, listen: Number(listen), instances: instances.map(Number) }));
}
