#!/usr/bin/env bash
# Several servers, one site (docs/operations.md): N instances of the production build behind nginx, on one
# PostgreSQL and one Redis, on this machine.
#   DATABASE_URL=postgresql://... scripts/cluster.sh start [N]   (default 2; needs `npm run build`)
#   scripts/cluster.sh restart   rolling restart onto the current build, no request lost:
#                                migrations first (the old instances keep serving), then one
#                                instance at a time: drained (it answers new requests 503, which
#                                nginx passes on, and finishes its own), stopped, started again,
#                                until /api/ready says ready; nginx is not reloaded, so no
#                                visitor's kept-alive connection is closed (scripts/lib/instances.sh)
#   scripts/cluster.sh stop
# Settings: the release's .env, read by Next's own loader (scripts/env-export.mjs), under the
# environment's: DATABASE_URL (PostgreSQL, required), REDIS_URL (redis://127.0.0.1:6379),
# UPLOAD_DIR (./data/uploads; on several machines a volume they all mount), CLUSTER_PORT (nginx,
# 8080), CLUSTER_BASE_PORT (instances on BASE+1..BASE+N, 3000), CLUSTER_DIR (pids, logs, nginx:
# data/cluster), AUTH_SECRET and ALTCHA_HMAC_KEY (read from SECRETS_DIR, default ./data, generated
# there by the first start when unset: every instance must use the same; a restart refuses to
# start instances when they are gone, rather than make new ones that would log everyone out).
set -euo pipefail
cd "$(dirname "$0")/.."
release="$(pwd -P)"
# shellcheck source=lib/instances.sh
. scripts/lib/instances.sh
[ -x node_modules/.bin/next ] && eval "$(node scripts/env-export.mjs)"

export INSTANCES=cluster
CLUSTER_DIR="$(realpath -m "${CLUSTER_DIR:-data/cluster}")"
export CLUSTER_DIR
command="${1:-}"
count="${2:-2}"
port="${CLUSTER_PORT:-8080}"
base="${CLUSTER_BASE_PORT:-3000}"
secrets="${SECRETS_DIR:-./data}"

nginx_running() { [ -f "$CLUSTER_DIR/nginx/nginx.pid" ] && kill -0 "$(cat "$CLUSTER_DIR/nginx/nginx.pid")" 2>/dev/null; }

stop() {
  if nginx_running; then nginx -p "$CLUSTER_DIR/nginx" -c "$CLUSTER_DIR/nginx/nginx.conf" -s quit 2>/dev/null || true; fi
  [ -f "$CLUSTER_DIR/ports" ] || return 0
  for p in $(cat "$CLUSTER_DIR/ports"); do cluster_stop "$p"; done
}

secret() { # the variable's value, else the file's, else (first start only) a new one written to the file
  local value="$1" file="$2"
  if [ -n "$value" ]; then printf '%s' "$value"; return; fi
  if [ ! -s "$file" ]; then
    if [ "$command" = restart ]; then
      echo "$file is missing: the running instances use the secret it held; restore it (or set the variable) rather than start instances with a new one" >&2
      exit 1
    fi
    mkdir -p "$(dirname "$file")"; (umask 077; openssl rand -hex 32 | tr -d '\n' > "$file")
  fi
  cat "$file"
}

render_nginx() { # port... -> the config file's path
  node scripts/nginx-config.mjs "$CLUSTER_DIR/nginx" "$port" "$@"
}

case "$command" in
  stop) stop; echo 'cluster stopped'; exit 0 ;;
  start|restart) ;;
  *) echo "usage: $0 start [N] | restart | stop" >&2; exit 2 ;;
esac

[ -f .next/BUILD_ID ] || { echo 'no production build: run npm run build first' >&2; exit 1; }
case "${DATABASE_URL:-}" in
  postgres://*|postgresql://*) ;;
  *) echo 'DATABASE_URL must name the PostgreSQL database every instance shares' >&2; exit 1 ;;
esac
command -v nginx >/dev/null || { echo 'nginx is missing (apt-get install nginx)' >&2; exit 1; }

export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export AUTH_SECRET="$(secret "${AUTH_SECRET:-}" "$secrets/auth-secret")"
export ALTCHA_HMAC_KEY="$(secret "${ALTCHA_HMAC_KEY:-}" "$secrets/altcha-secret")"
export UPLOAD_DIR="$(realpath -m "${UPLOAD_DIR:-./data/uploads}")"
export TRUSTED_PROXY_HOPS="${TRUSTED_PROXY_HOPS:-1}"

if [ "$command" = restart ]; then
  [ -f "$CLUSTER_DIR/ports" ] && nginx_running || { echo "no cluster running in $CLUSTER_DIR: use start" >&2; exit 1; }
  [ -d "$UPLOAD_DIR" ] || { echo "UPLOAD_DIR $UPLOAD_DIR is missing: the running instances keep their files there" >&2; exit 1; }
  # Migrations add before they remove (docs/operations.md), so the instances still on the
  # old build keep working on the migrated database while the new build rolls out.
  node scripts/migrate.mjs
  i=0
  for p in $(cat "$CLUSTER_DIR/ports"); do
    i=$((i + 1))
    restart_one "$p" "$release" "$(cat .next/BUILD_ID)"
    echo "instance $i (port $p) restarted on build $(cat .next/BUILD_ID)"
  done
  exit 0
fi

mkdir -p "$CLUSTER_DIR" "$UPLOAD_DIR"
stop
node scripts/migrate.mjs
ports=()
for i in $(seq 1 "$count"); do ports+=("$((base + i))"); done
echo "${ports[*]}" >"$CLUSTER_DIR/ports"
for i in $(seq 1 "$count"); do
  : >"$CLUSTER_DIR/instance-$i.log"
  cluster_start "${ports[$((i - 1))]}" "$release"
done
conf="$(render_nginx "${ports[@]}")"
for p in "${ports[@]}"; do
  wait_ready "$p" || { echo "instance on port $p not ready after two minutes (see $CLUSTER_DIR/instance-*.log)" >&2; exit 1; }
done
nginx -p "$CLUSTER_DIR/nginx" -c "$conf"
echo "site on http://127.0.0.1:$port (nginx) in front of ${#ports[@]} instances on ports ${ports[*]}; logs in $CLUSTER_DIR"
