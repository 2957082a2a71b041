#!/usr/bin/env bash
# Starts the built site for the end-to-end tests on a fresh SQLite database.
set -euo pipefail
port="${1:-3100}"
export DATABASE_URL="file:./data/e2e.db"
# The tests pay on the built-in gateway simulator, which is off unless switched on.
export PAYMENT_SIMULATOR=1
# The specs log in with the seeded demo administrator, which a production start refuses unless allowed.
export ALLOW_DEMO_PASSWORD=1
# The status run is started by the tests themselves (the registrations page), never behind their backs.
export REGISTRATION_STATUS_RUN_MINUTES=0
# The tests play the one proxy in front of the site: the X-Forwarded-For they send spreads their visitors' addresses.
export TRUSTED_PROXY_HOPS=1
rm -f data/e2e.db data/e2e.db-wal data/e2e.db-shm
node scripts/migrate.mjs >/dev/null
npx tsx prisma/seed.ts >/dev/null
# Cached pages belong to the database they were rendered from.
rm -rf .next/server/route-cache
exec npx next start -p "$port"
