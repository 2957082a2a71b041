# Instances of the site behind nginx, one at a time (sourced by scripts/cluster.sh and
# scripts/upgrade.sh; docs/operations.md, "Upgrade"). Two kinds of installation:
#   systemd   the shipped units: asc-web@<port>, nginx's /etc/nginx/conf.d/asc.conf
#   cluster   instances started by scripts/cluster.sh: pid files and nginx in $CLUSTER_DIR
# The caller sets INSTANCES (systemd | cluster) and, for cluster, CLUSTER_DIR and CLUSTER_PORT.

log() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }

# The user the site runs as (RUN_AS, default asc; empty: whoever runs this), when this runs as root
# and that user exists: instances, builds and backups run as that user, never as root.
site_user() {
  [ "$(id -u)" = 0 ] && [ -n "${RUN_AS-asc}" ] && id "${RUN_AS-asc}" >/dev/null 2>&1 && echo "${RUN_AS-asc}"
  return 0
}

run_as() { # command...: as the site's user when root, else as is
  local user
  user="$(site_user)"
  if [ -n "$user" ]; then runuser -u "$user" -- "$@"; else "$@"; fi
}

git_in() { # dir args...: git in a repository as the user who owns it (git refuses another's as "dubious")
  local dir="$1" owner
  shift
  owner="$(stat -c %U "$dir")"
  if [ "$(id -u)" = 0 ] && [ "$owner" != root ]; then runuser -u "$owner" -- git -C "$dir" "$@"; else git -C "$dir" "$@"; fi
}

# --- cluster: one process group per instance, numbered by its place in $CLUSTER_DIR/ports ---

cluster_index() { # port -> its number (1-based) in the ports file
  local i=0 q
  for q in $(cat "$CLUSTER_DIR/ports"); do i=$((i + 1)); [ "$q" = "$1" ] && { echo "$i"; return; }; done
  return 1
}

cluster_stop() { # port: SIGTERM to the group (Next stops taking connections, finishes its requests, exits)
  local pidfile pid
  pidfile="$CLUSTER_DIR/instance-$(cluster_index "$1").pid"
  [ -f "$pidfile" ] || return 0
  pid="$(cat "$pidfile")"
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL -- "-$pid" 2>/dev/null || true
  rm -f "$pidfile"
}

cluster_start() { # port release: a process group of its own (setsid), on BIND_ADDRESS (default
  # loopback), as the user who owns the release when root starts it (never as root: an upgrade run
  # as root in /srv/asc starts asc's instances as asc), its files private (umask 077, as the units)
  local i owner as=()
  i="$(cluster_index "$1")"
  owner="$(stat -c %U "$2")"
  [ "$(id -u)" = 0 ] && [ "$owner" != root ] && as=(setpriv --reuid="$owner" --regid="$owner" --init-groups --)
  (
    cd "$2"
    umask 077
    setsid "${as[@]}" node node_modules/next/dist/bin/next start -H "${BIND_ADDRESS:-127.0.0.1}" -p "$1" \
      >>"$CLUSTER_DIR/instance-$i.log" 2>&1 </dev/null &
    echo $! >"$CLUSTER_DIR/instance-$i.pid"
  )
}

# --- either kind ---

instance_ports() {
  if [ "$INSTANCES" = cluster ]; then cat "$CLUSTER_DIR/ports"; return; fi
  systemctl list-units --state=active --plain --no-legend 'asc-web@*.service' |
    sed -n 's/^asc-web@\([0-9]*\)\.service.*/\1/p' | tr '\n' ' '
}

instance_stop() { if [ "$INSTANCES" = cluster ]; then cluster_stop "$1"; else systemctl stop "asc-web@$1"; fi; }

# port release: systemd starts what /srv/asc/current points at (the caller has switched it)
instance_start() { if [ "$INSTANCES" = cluster ]; then cluster_start "$1" "$2"; else systemctl start "asc-web@$1"; fi; }

instance_report() { curl -s --max-time 5 "http://127.0.0.1:$1/api/ready" || true; }

json_field() { # json path: a value of the readiness report (node is there: the site runs on it)
  node -e 'let v=JSON.parse(process.argv[1]||"{}");for(const k of process.argv[2].split("."))v=v?.[k];process.stdout.write(v==null?"":String(v))' "$1" "$2" 2>/dev/null || true
}

instance_gone() { # port: its process has exited (cluster; under systemd the unit restarts it, so wait)
  [ "$INSTANCES" = cluster ] || return 1
  local pidfile
  pidfile="$CLUSTER_DIR/instance-$(cluster_index "$1").pid"
  [ -f "$pidfile" ] && ! kill -0 "$(cat "$pidfile")" 2>/dev/null
}

wait_ready() { # port [build] [seconds]: until /api/ready answers 200 (from that build, when given);
  # fails at once when the instance's process has exited
  local report
  for _ in $(seq 1 $((${3:-120} * 2))); do
    instance_gone "$1" && return 1
    if curl -fs -o /dev/null --max-time 5 "http://127.0.0.1:$1/api/ready"; then
      [ -z "${2:-}" ] && return 0
      report="$(instance_report "$1")"
      [ "$(json_field "$report" build)" = "$2" ] && return 0
    fi
    sleep 0.5
  done
  return 1
}

# --- nginx: only for instances of a release that cannot drain (0.2.0 and before) ---

nginx_master() { if [ "$INSTANCES" = cluster ]; then cat "$CLUSTER_DIR/nginx/nginx.pid"; else cat /run/nginx.pid; fi; }

nginx_conf() { if [ "$INSTANCES" = cluster ]; then echo "$CLUSTER_DIR/nginx/nginx.conf"; else echo "${NGINX_SITE_CONF:-/etc/nginx/conf.d/asc.conf}"; fi; }

reload_nginx() { # reload, then wait until the workers of the previous configuration have finished
  # their requests and exited (30 s at most): until then they may still send requests to an
  # instance the new configuration marks down.
  local master old alive
  master="$(nginx_master)"
  old="$(ps -o pid=,args= --ppid "$master" | awk '/worker process/ {print $1}')"
  if [ "$INSTANCES" = cluster ]; then
    nginx -p "$CLUSTER_DIR/nginx" -c "$(nginx_conf)" -s reload
  else
    nginx -t -q && nginx -s reload
  fi
  for _ in $(seq 1 300); do
    alive=0
    for pid in $old; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && return 0
    sleep 0.1
  done
}

mark_down() { # port on|off: the instance's line in the upstream, `down` or not
  local conf
  conf="$(nginx_conf)"
  if [ "$2" = on ]; then
    sed -i -E "s/^([[:space:]]*server 127\.0\.0\.1:$1 [^;]*[^n;])(;)/\1 down\2/" "$conf"
  else
    sed -i -E "s/^([[:space:]]*server 127\.0\.0\.1:$1 [^;]*) down;/\1;/" "$conf"
  fi
  reload_nginx
}

# --- one instance, without a failed request ---

drain() { # port: the instance answers every new request 503 with its connection closed (nginx
  # passes those on and leaves it alone for fail_timeout) and finishes the ones it has. Returns 1
  # when it runs and cannot drain (a release before 0.3.0): the caller takes it out of nginx instead.
  local report pid
  report="$(instance_report "$1")"
  # Not running (a start that failed): nothing to drain, and nginx finds its port closed.
  [ -n "$report" ] || return 0
  [ "$(json_field "$report" instance.drain)" = SIGUSR2 ] || return 1
  pid="$(json_field "$report" instance.pid)"
  kill -USR2 "$pid"
  # A second at least, for nginx to have met its 503 if any request came; then until nothing is
  # left to answer (30 s at most; what is still running then is cut by the stop's own wait).
  sleep 1
  for _ in $(seq 1 60); do
    report="$(instance_report "$1")"
    [ "$(json_field "$report" draining.in_flight)" = 0 ] && return 0
    [ -z "$report" ] && return 0
    sleep 0.5
  done
}

# port release [build]: drain (or take out of nginx), stop, start on release, wait until ready
# (from build); returns 1 when it is not ready within READY_TIMEOUT (120 s), leaving it stopped
# out of nginx
restart_one() {
  local port="$1" release="$2" build="${3:-}" marked=0
  if ! drain "$port"; then
    log "instance $port cannot drain (an older release): out of nginx while it restarts"
    mark_down "$port" on
    marked=1
  fi
  instance_stop "$port"
  instance_start "$port" "$release"
  if ! wait_ready "$port" "$build" "${READY_TIMEOUT:-120}"; then
    log "instance $port not ready (its process ended, or ${READY_TIMEOUT:-120} s passed)"
    instance_stop "$port"
    return 1
  fi
  if [ "$marked" = 1 ]; then
    mark_down "$port" off
  else
    back_in_rotation "$port"
  fi
  log "instance $port ready on build $(json_field "$(instance_report "$port")" build)"
}

back_in_rotation() { # port: nginx counts the 503s of the drain and the refused connections of
  # the restart as failures, and sends the instance nothing for fail_timeout after the last one,
  # then one request, and only once that one has been answered well, the others: draining the
  # next instance before then would leave nginx none. Waits until the instance has answered a
  # request well (its report's served count), or fail_timeout and a second have passed (no
  # traffic: nothing to wait for).
  local timeout
  timeout="$(grep -o 'fail_timeout=[0-9]*s' "$(nginx_conf)" 2>/dev/null | head -1 | tr -dc 0-9)"
  for _ in $(seq 1 $(((${timeout:-10} + 1) * 10))); do
    [ "$(json_field "$(instance_report "$1")" instance.served)" -gt 0 ] 2>/dev/null && return 0
    sleep 0.1
  done
}
