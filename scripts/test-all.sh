#!/usr/bin/env bash
# The whole test suite, as CI runs it (README: "Run the tests"):
# lint, typecheck, unit tests, integration tests on SQLite and on PostgreSQL,
# a production build, the cluster tests (two instances on PostgreSQL + Redis, a server killed
# with kill -9 mid-burst, a backup taken during a burst and restored, on SQLite and PostgreSQL;
# readiness behind nginx and a rolling restart on PostgreSQL) and the end-to-end tests in
# Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

START=$SECONDS
TIMES=()
LAST_STEP=''
LAST_AT=$SECONDS
# Each step says when it starts (minutes into the run) and, at the end, how long each took, so a slow
# step shows in CI's log.
step() {
  if [ -n "$LAST_STEP" ]; then TIMES+=("$(printf '%5d s  %s' $((SECONDS - LAST_AT)) "$LAST_STEP")"); fi
  LAST_STEP="$*"
  LAST_AT=$SECONDS
  [ -z "$*" ] || printf '\n==> %s (at %d min)\n' "$*" $(((SECONDS - START) / 60))
}
# At the end, passed or failed: the time of each step.
summary() {
  local status=$?
  step ''
  printf '\n==> time of each step (%d s in all)\n' $((SECONDS - START))
  printf '%s\n' "${TIMES[@]}"
  return "$status"
}
trap summary EXIT
# Runs two commands side by side (the machine has two cores and neither keeps both busy all the
# time), prints each one's output and time after it, and fails if either failed.
side_by_side() {
  local dir
  dir="$(mktemp -d)"
  local started=$SECONDS
  ( (eval "$2") >"$dir/a" 2>&1; status=$?; echo $((SECONDS - started)) >"$dir/a.s"; exit $status ) &
  local a=$!
  ( (eval "$4") >"$dir/b" 2>&1; status=$?; echo $((SECONDS - started)) >"$dir/b.s"; exit $status ) &
  local b=$!
  local failed=0
  wait "$a" || failed=1
  printf -- '--- %s (%s s)\n' "$1" "$(cat "$dir/a.s")"
  cat "$dir/a"
  wait "$b" || failed=1
  printf -- '--- %s (%s s)\n' "$3" "$(cat "$dir/b.s")"
  cat "$dir/b"
  TIMES+=("$(printf '%5s s    %s' "$(cat "$dir/a.s")" "$1")" "$(printf '%5s s    %s' "$(cat "$dir/b.s")" "$3")")
  rm -rf "$dir"
  return "$failed"
}

# Debian's Chromium for Playwright (never downloaded by Playwright itself: its headless shell runs
# the end-to-end specs, the full browser the benchmarks) and nginx for the cluster tests. A machine
# that lacks them installs them in the background while the first steps run; the build waits.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
APT_PID=''
APT_LOG="$(mktemp)"
if [ ${#missing[@]} -gt 0 ]; then
  printf "\n==> installing Debian's %s in the background\n" "${missing[*]}"
  sudo_=''
  [ "$(id -u)" = 0 ] || sudo_=sudo
  ($sudo_ apt-get update -qq && $sudo_ env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") >"$APT_LOG" 2>&1 &
  APT_PID=$!
fi
apt_done() {
  [ -n "$APT_PID" ] || return 0
  if ! wait "$APT_PID"; then
    cat "$APT_LOG"
    echo "installing ${missing[*]} failed" >&2
    return 1
  fi
  APT_PID=''
}

# PostgreSQL on 127.0.0.1:5432 for the second integration run.
PG_URL="${TEST_POSTGRES_URL:-postgresql://postgres@127.0.0.1:5432/asc_test}"
if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  step 'starting PostgreSQL'
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi

step 'lint and typecheck, side by side'
side_by_side lint 'npm run --silent lint' typecheck 'npm run --silent typecheck'
step 'unit tests'
npx vitest run --project unit
step 'integration tests on SQLite'
DATABASE_URL=file:./data/test.db npx vitest run --project integration
# The build beside the PostgreSQL run: neither keeps both cores busy on its own. A first build (a
# clean clone) neither finds Turbopack's disk cache nor leaves one a later build would read.
BUILD='npx next build'
[ -d .next/cache/turbopack ] || BUILD='NEXT_BUILD_CACHE=0 npx next build'
step 'integration tests on PostgreSQL, and the build beside them'
side_by_side 'integration on PostgreSQL' "DATABASE_URL='$PG_URL' npx vitest run --project integration" build "$BUILD"
apt_done
# Redis on 127.0.0.1:6379 for the two-instance test (the machine runs one; start it if it is down).
if command -v redis-cli >/dev/null 2>&1 && ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  step 'starting Redis'
  redis-server --daemonize yes --save '' --appendonly no >/dev/null || true
fi
CLUSTER_PG="${TEST_POSTGRES_CLUSTER_URL:-postgresql://postgres@127.0.0.1:5432/asc_test_cluster}"
step 'cluster tests on SQLite (kill -9, backup and restore)'
DATABASE_URL=file:./data/test-cluster.db npx vitest run --project cluster
step 'cluster tests on PostgreSQL + Redis (two instances, kill -9, backup and restore, readiness, rolling restart and upgrade under load behind nginx)'
DATABASE_URL="$CLUSTER_PG" npx vitest run --project cluster
step 'end-to-end tests (Chromium)'
npx playwright test
