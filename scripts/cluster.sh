#!/usr/bin/env bash
# Several servers, one site (docs/operations.md): N instances of the production build behind nginx, on one
# PostgreSQL and one Redis, on this machine.
#   DATABASE_URL=postgresql://... scripts/cluster.sh start [N]   (default 2; needs `npm run build`)
#   scripts/cluster.sh restart   rolling restart onto the current build, no request lost:
#                                migrations first (the old instances keep serving), then one
#                                instance at a time: out of nginx, drained, stopped, started
#                                again, back in once /api/ready says ready
#   scripts/cluster.sh stop
# Settings (environment): DATABASE_URL (PostgreSQL, required), REDIS_URL (redis://127.0.0.1:6379),
# UPLOAD_DIR (./data/uploads; on several machines a volume they all mount), CLUSTER_PORT (nginx,
# 8080), CLUSTER_BASE_PORT (instances on BASE+1..BASE+N, 3000), CLUSTER_DIR (pids, logs, nginx:
# data/cluster), AUTH_SECRET and ALTCHA_HMAC_KEY (read from SECRETS_DIR, default ./data, generated
# there once, when unset: every instance must use the same).
set -euo pipefail
cd "$(dirname "$0")/.."

dir="${CLUSTER_DIR:-data/cluster}"
command="${1:-}"
count="${2:-2}"
port="${CLUSTER_PORT:-8080}"
base="${CLUSTER_BASE_PORT:-3000}"
secrets="${SECRETS_DIR:-./data}"

nginx_running() { [ -f "$dir/nginx/nginx.pid" ] && kill -0 "$(cat "$dir/nginx/nginx.pid")" 2>/dev/null; }

stop_instance() { # the instance's process group: Next stops taking connections, finishes its requests, exits
  local pidfile="$dir/instance-$1.pid"
  [ -f "$pidfile" ] || return 0
  local pid
  pid="$(cat "$pidfile")"
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL -- "-$pid" 2>/dev/null || true
  rm -f "$pidfile"
}

stop() {
  if nginx_running; then nginx -p "$dir/nginx" -c "$(realpath "$dir/nginx/nginx.conf")" -s quit 2>/dev/null || true; fi
  for pidfile in "$dir"/instance-*.pid; do
    [ -e "$pidfile" ] || continue
    local i="${pidfile##*/instance-}"
    stop_instance "${i%.pid}"
  done
}

secret() { # the variable's value, else the file's, else a new one written to the file
  local value="$1" file="$2"
  if [ -n "$value" ]; then printf '%s' "$value"; return; fi
  if [ ! -s "$file" ]; then mkdir -p "$(dirname "$file")"; (umask 077; openssl rand -hex 32 | tr -d '\n' > "$file"); fi
  cat "$file"
}

start_instance() { # i port: each instance leads a process group of its own (setsid), reachable on BIND_ADDRESS only (default loopback: through nginx)
  setsid node node_modules/next/dist/bin/next start -H "${BIND_ADDRESS:-127.0.0.1}" -p "$2" >>"$dir/instance-$1.log" 2>&1 < /dev/null &
  echo $! >"$dir/instance-$1.pid"
}

wait_ready() { # port: until GET /api/ready answers 200 (two minutes at most)
  for _ in $(seq 1 240); do
    curl -fs -o /dev/null "http://127.0.0.1:$1/api/ready" && return 0
    sleep 0.5
  done
  echo "instance on port $1 not ready after two minutes (see $dir/instance-*.log)" >&2
  return 1
}

render_nginx() { # port[:down]... -> the config file's path
  node scripts/nginx-config.mjs "$dir/nginx" "$port" "$@"
}

reload_nginx() { # config: reload, then wait until the workers of the previous configuration have
  # finished their requests and exited (30 s at most): until then they may still send requests to
  # an instance the new configuration marks down.
  local master old alive
  master="$(cat "$dir/nginx/nginx.pid")"
  old="$(ps -o pid=,args= --ppid "$master" | awk '/worker process/ {print $1}')"
  nginx -p "$dir/nginx" -c "$1" -s reload
  for _ in $(seq 1 300); do
    alive=0
    for pid in $old; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && return 0
    sleep 0.1
  done
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
mkdir -p "$dir" "$UPLOAD_DIR"

if [ "$command" = restart ]; then
  [ -f "$dir/ports" ] && nginx_running || { echo "no cluster running in $dir: use start" >&2; exit 1; }
  read -r -a ports < "$dir/ports"
  # Migrations add before they remove (docs/operations.md), so the instances still on the
  # old build keep working on the migrated database while the new build rolls out.
  node scripts/migrate.mjs
  for i in $(seq 1 "${#ports[@]}"); do
    p="${ports[$((i - 1))]}"
    others=()
    for q in "${ports[@]}"; do [ "$q" = "$p" ] && others+=("$q:down") || others+=("$q"); done
    # Out of the upstream: nginx's new workers send it nothing, the old ones finish and exit.
    reload_nginx "$(render_nginx "${others[@]}")"
    stop_instance "$i"
    start_instance "$i" "$p"
    wait_ready "$p"
    reload_nginx "$(render_nginx "${ports[@]}")"
    echo "instance $i (port $p) restarted on build $(cat .next/BUILD_ID)"
  done
  exit 0
fi

stop
node scripts/migrate.mjs
ports=()
for i in $(seq 1 "$count"); do
  p=$((base + i))
  ports+=("$p")
  : >"$dir/instance-$i.log"
  start_instance "$i" "$p"
done
echo "${ports[*]}" >"$dir/ports"
conf="$(render_nginx "${ports[@]}")"
for p in "${ports[@]}"; do wait_ready "$p"; done
nginx -p "$dir/nginx" -c "$conf"
echo "site on http://127.0.0.1:$port (nginx) in front of ${#ports[@]} instances on ports ${ports[*]}; logs in $dir"
