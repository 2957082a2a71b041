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
# Each step says when it starts (minutes into the run), so a slow step shows in CI's log.
step() { printf '\n==> %s (at %d min)\n' "$*" $(((SECONDS - START) / 60)); }

# Debian's Chromium for Playwright (never downloaded by Playwright itself).
if ! command -v chromium >/dev/null 2>&1; then
  step "installing Debian's chromium"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

# nginx for the cluster tests (readiness behind nginx, rolling restart).
if ! command -v nginx >/dev/null 2>&1; then
  step "installing Debian's nginx"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null; fi
fi

# PostgreSQL on 127.0.0.1:5432 for the second integration run.
PG_URL="${TEST_POSTGRES_URL:-postgresql://postgres@127.0.0.1:5432/asc_test}"
if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  step 'starting PostgreSQL'
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi

step 'lint'
npm run --silent lint
step 'typecheck'
npm run --silent typecheck
step 'unit tests'
npx vitest run --project unit
step 'integration tests on SQLite'
DATABASE_URL=file:./data/test.db npx vitest run --project integration
step 'integration tests on PostgreSQL'
DATABASE_URL="$PG_URL" npx vitest run --project integration
step 'build'
npx next build
# Redis on 127.0.0.1:6379 for the two-instance test (the machine runs one; start it if it is down).
if command -v redis-cli >/dev/null 2>&1 && ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  step 'starting Redis'
  redis-server --daemonize yes --save '' --appendonly no >/dev/null || true
fi
step 'cluster tests on SQLite (kill -9, backup and restore)'
DATABASE_URL=file:./data/test-cluster.db npx vitest run --project cluster
step 'cluster tests on PostgreSQL + Redis (two instances, kill -9, backup and restore, readiness and rolling restart behind nginx)'
DATABASE_URL="${TEST_POSTGRES_CLUSTER_URL:-postgresql://postgres@127.0.0.1:5432/asc_test_cluster}" npx vitest run --project cluster
step 'end-to-end tests (Chromium)'
npx playwright test
step 'done'
