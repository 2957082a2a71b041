#!/usr/bin/env bash
# Proves a production install works (docs/security.md, "Running in production"):
# copies the built application (the tracked files, .next without its cache,
# and the generated Prisma clients) to a temporary directory, installs only
# the runtime dependencies there (`npm install --omit=dev`, from the npm
# cache when it can), migrates and seeds a fresh SQLite database, starts
# `npm run start`, and asks for the home page and for an image upload
# (which needs sharp at run time), then stops the server and removes the copy.
#
# Needs a production build (`npx next build`) first.
# PROD_CHECK_PORT (default 3790) is the port of the started server.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PROD_CHECK_PORT:-3790}"
[ -f .next/BUILD_ID ] || { echo 'check-production-install: no build, run `npx next build` first' >&2; exit 1; }

dir="$(mktemp -d /tmp/asc-production-XXXXXX)"
server=''
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

echo "copying the built application to $dir"
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$dir"
tar --exclude=.next/cache --exclude=.next/server/route-cache -cf - .next src/generated | tar -xf - -C "$dir"

cd "$dir"
echo 'npm install --omit=dev'
started=$(date +%s)
npm install --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error
echo "installed in $(( $(date +%s) - started )) s"
# npm installs a devDependency that a runtime package names as a peer, even an optional one
# (typescript and prisma for the Prisma client, @playwright/test for next): that is npm's rule,
# not a leak. The test runner and the linter, which nothing at run time names, must not come.
for dev in vitest eslint; do
  if [ -e "node_modules/$dev" ]; then echo "check-production-install: dev dependency $dev was installed" >&2; exit 1; fi
done

export DATABASE_URL="file:$dir/data/app.db" UPLOAD_DIR="$dir/data/uploads" MAIL_OUTBOX_DIR="$dir/data/outbox" LOG_LEVEL=warn
# A real installation's first administrator (a production start refuses the demo password).
export ADMIN_PASSWORD="check-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
echo 'npm run setup (migrate and seed)'
npm run --silent setup >/dev/null

echo "npm run start on port $PORT"
PORT="$PORT" npm run --silent start >"$dir/server.log" 2>&1 &
server=$!
base="http://127.0.0.1:$PORT"
for _ in $(seq 1 60); do
  curl -fs -o /dev/null "$base/robots.txt" && break
  sleep 1
done

fail() { echo "check-production-install: $*" >&2; tail -40 "$dir/server.log" >&2; exit 1; }

status=$(curl -s -o "$dir/home.html" -w '%{http_code}' "$base/")
[ "$status" = 200 ] || fail "home page answered $status"
grep -q '</html>' "$dir/home.html" || fail 'home page is not a page'

# An image upload through the REST door: sharp decodes and re-encodes it.
token=$(curl -s -H 'content-type: application/json' -d "{\"email\":\"admin@example.com\",\"password\":\"$ADMIN_PASSWORD\"}" "$base/api/v1/admin/login" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).token??""))')
[ -n "$token" ] || fail 'admin login gave no token'
node -e 'const b=Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==","base64");require("fs").writeFileSync(process.argv[1],b)' "$dir/pixel.png"
answer=$(curl -s -w '\n%{http_code}' -H "authorization: Bearer $token" -F "upload=@$dir/pixel.png;type=image/png" "$base/api/v1/admin/upload")
[ "$(tail -1 <<<"$answer")" = 200 ] || fail "upload answered: $answer"
url=$(head -1 <<<"$answer" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).url))')
type=$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$base$url")
[ "$type" = '200 image/jpeg' ] || fail "the stored upload $url answered $type"

echo "production install works: home page 200, upload stored and served ($url)"
