#!/usr/bin/env bash
# Starts the built site for the end-to-end tests on a fresh SQLite database: server <slot>
# (0, 1, ...) of the Playwright workers, on port E2E_PORT + 10 × slot, with a database and a
# page cache of its own (playwright.config.ts › e2eServer), so no worker sees another's data.
set -euo pipefail
slot="${1:-0}"
port=$((${E2E_PORT:-3100} + 10 * slot))
export DATABASE_URL="file:./data/e2e-${slot}.db"
# Cached pages belong to the database they were rendered from.
export PAGE_CACHE_DIR="./data/e2e-${slot}-page-cache"
# The tests pay on the built-in gateway simulator, which is off unless switched on.
export PAYMENT_SIMULATOR=1
# The specs log in with the seeded demo administrator, which a production start refuses unless allowed.
export ALLOW_DEMO_PASSWORD=1
# The status run is started by the tests themselves (the registrations page), never behind their backs.
export REGISTRATION_STATUS_RUN_MINUTES=0
# The tests play the one proxy in front of the site: the X-Forwarded-For they send spreads their visitors' addresses.
export TRUSTED_PROXY_HOPS=1
rm -rf "data/e2e-${slot}.db" "data/e2e-${slot}.db-wal" "data/e2e-${slot}.db-shm" "$PAGE_CACHE_DIR"
node scripts/migrate.mjs >/dev/null
npx tsx prisma/seed.ts --demo >/dev/null
# Connections stay open for ten minutes: a spec's request context sends its next request on the
# connection of its last, and Node's default of 5 s lets the server close it at the same moment
# (read ECONNRESET in a test that waited about 5 s between two requests).
exec npx next start -p "$port" --keepAliveTimeout 600000
