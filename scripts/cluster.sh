#!/usr/bin/env bash
# Several servers, one site (README): N instances of the production build behind nginx, on one
# PostgreSQL and one Redis, on this machine.
#   DATABASE_URL=postgresql://... scripts/cluster.sh start [N]   (default 2; needs `npm run build`)
#   scripts/cluster.sh stop
# Settings (environment): DATABASE_URL (PostgreSQL, required), REDIS_URL (redis://127.0.0.1:6379),
# UPLOAD_DIR (./data/uploads; on several machines a volume they all mount), CLUSTER_PORT (nginx,
# 8080), CLUSTER_BASE_PORT (instances on BASE+1..BASE+N, 3000), AUTH_SECRET and ALTCHA_HMAC_KEY
# (read from ./data, generated there once, when unset: every instance must use the same).
set -euo pipefail
cd "$(dirname "$0")/.."

dir=data/cluster
command="${1:-}"
count="${2:-2}"
port="${CLUSTER_PORT:-8080}"
base="${CLUSTER_BASE_PORT:-3000}"

stop() {
  if [ -f "$dir/nginx/nginx.pid" ]; then nginx -p "$dir/nginx" -c "$PWD/$dir/nginx/nginx.conf" -s quit 2>/dev/null || true; fi
  for pidfile in "$dir"/instance-*.pid; do
    [ -e "$pidfile" ] || continue
    # Each instance leads a process group of its own (setsid): end the group.
    kill -TERM -- "-$(cat "$pidfile")" 2>/dev/null || true
    rm -f "$pidfile"
  done
}

secret() { # the variable's value, else the file's, else a new one written to the file
  local value="$1" file="$2"
  if [ -n "$value" ]; then printf '%s' "$value"; return; fi
  if [ ! -s "$file" ]; then mkdir -p data; (umask 077; openssl rand -hex 32 | tr -d '\n' > "$file"); fi
  cat "$file"
}

case "$command" in
  stop) stop; echo 'cluster stopped'; exit 0 ;;
  start) ;;
  *) echo "usage: $0 start [N] | stop" >&2; exit 2 ;;
esac

[ -f .next/BUILD_ID ] || { echo 'no production build: run npm run build first' >&2; exit 1; }
case "${DATABASE_URL:-}" in
  postgres://*|postgresql://*) ;;
  *) echo 'DATABASE_URL must name the PostgreSQL database every instance shares' >&2; exit 1 ;;
esac
command -v nginx >/dev/null || { echo 'nginx is missing (apt-get install nginx)' >&2; exit 1; }

export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export AUTH_SECRET="$(secret "${AUTH_SECRET:-}" data/auth-secret)"
export ALTCHA_HMAC_KEY="$(secret "${ALTCHA_HMAC_KEY:-}" data/altcha-secret)"
export UPLOAD_DIR="$(realpath -m "${UPLOAD_DIR:-./data/uploads}")"
export TRUSTED_PROXY_HOPS="${TRUSTED_PROXY_HOPS:-1}"
mkdir -p "$dir" "$UPLOAD_DIR"
stop

node scripts/migrate.mjs
ports=()
for i in $(seq 1 "$count"); do
  p=$((base + i))
  ports+=("$p")
  setsid node node_modules/next/dist/bin/next start -p "$p" >"$dir/instance-$i.log" 2>&1 < /dev/null &
  echo $! >"$dir/instance-$i.pid"
done
conf="$(node scripts/nginx-config.mjs "$dir/nginx" "$port" "${ports[@]}")"
for p in "${ports[@]}"; do
  for _ in $(seq 1 120); do curl -fs -o /dev/null "http://127.0.0.1:$p/robots.txt" && break; sleep 0.5; done
done
nginx -p "$dir/nginx" -c "$conf"
echo "site on http://127.0.0.1:$port (nginx) in front of ${#ports[@]} instances on ports ${ports[*]}; logs in $dir"
