#!/usr/bin/env bash
# Upgrades a running installation to another release, with no request refused on the way
# (docs/operations.md, "7 Upgrade"). As root, from any checkout of the project:
#   /srv/asc/current/scripts/upgrade.sh v0.3.0        (a tag, a branch or a commit)
# 1. fetches the release from the repository into releases/<version>-<commit> (it then carries
#    on with that release's own copy of this script, so the newer release's steps are the ones run)
# 2. installs it: node_modules of the running release (hard links) when package-lock.json pins
#    the same packages, else npm install; .env -> shared/env
# 3. builds it (npm run build, starting from the running release's build cache)
# 4. backs up (npm run backup of the running release): the way back
# 5. migrates (npm run db:migrate of the new release; safe beside the running instances, and it
#    brings the permissions up to date)
# 6. when deploy/nginx.conf changed: carries the installed file's own lines (instances, server
#    name, TLS) into the new one, checks it (nginx -t) and reloads nginx
# 7. points `current` at it and restarts the instances one at a time: each drains (answers new
#    requests 503, which nginx passes to the others, finishes the ones it has), stops, starts on
#    the new release and must say ready within READY_TIMEOUT; an instance of a release that
#    cannot drain is taken out of nginx instead (reload, waiting for its old workers)
# 8. when an instance is not ready in time: points `current` back, restarts every instance it
#    had moved on the previous release, and exits 1 (the migrations only added; the backup of
#    step 4 is there if data must go back too)
# 9. keeps the newest KEEP_RELEASES releases (3) and removes older ones
# With --prepare it stops after step 3 (build in the day, switch at a quiet hour); a release
# already prepared (or the previous one, for a rollback) is not fetched nor built again. With
# --from-build DIR, steps 2-3 take the build of DIR, a clean checkout of the same commit built
# elsewhere (CI, a build machine: building takes CPU from the instances serving on this one).
# Settings (environment): ASC_ROOT (/srv/asc: releases/, current, shared/env), INSTANCES (systemd,
# or cluster for instances started by scripts/cluster.sh with CLUSTER_DIR in shared/env),
# UPGRADE_REPOSITORY (the running release's origin), READY_TIMEOUT (120 s), KEEP_RELEASES (3),
# NGINX_SITE_CONF (/etc/nginx/conf.d/asc.conf), RUN_AS (asc: builds and backups run as the user
# the site runs as, when this runs as root).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd -P)"
# shellcheck source=lib/instances.sh
. "$here/scripts/lib/instances.sh"

root="$(realpath -m "${ASC_ROOT:-/srv/asc}")"
[ -L "$root/current" ] || { echo "$root/current is not a release link: set ASC_ROOT to the installation (docs/operations.md)" >&2; exit 2; }
previous="$(readlink -f "$root/current")"
same_dependencies() { # a b: the two releases' package-lock.json pin the same versions of the same
  # packages (the project's own version aside, and the download addresses npm install adds)
  node -e '
    const fs = require("fs");
    const deps = (f) => { const l = JSON.parse(fs.readFileSync(f, "utf8")); delete l.packages?.[""];
      return JSON.stringify(Object.entries(l.packages ?? {}).map(([p, v]) => [p, v.version ?? null]).sort()); };
    process.exit(deps(process.argv[1]) === deps(process.argv[2]) ? 0 : 1);
  ' "$1/package-lock.json" "$2/package-lock.json" 2>/dev/null
}

prepare_only=0
from_build=''
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --prepare) prepare_only=1 ;;
    --from-build) from_build="$(realpath "$2")"; shift ;;
    *) args+=("$1") ;;
  esac
  shift
done
set -- "${args[@]}"
if [ "${1:-}" = --continue ]; then
  new="$2"
  prepare_only="${3:-0}"
else
  ref="${1:?usage: $0 [--prepare] [--from-build DIR] <tag, branch or commit>}"
  # --- 1. fetch ---
  repository="${UPGRADE_REPOSITORY:-$(git_in "$previous" remote get-url origin)}"
  incoming="$root/releases/.incoming-$$"
  trap 'rm -rf "$incoming"' EXIT
  log "fetching $ref from $repository"
  run_as git clone --quiet --no-checkout "$repository" "$incoming"
  run_as git -C "$incoming" -c advice.detachedHead=false checkout --quiet "$ref"
  name="$(node -p 'require(process.argv[1]).version' "$incoming/package.json")-$(git_in "$incoming" rev-parse --short=10 HEAD)"
  new="$root/releases/$name"
  if [ "$new" = "$previous" ]; then log "release $name is already running"; exit 0; fi
  if [ -f "$new/.prepared" ]; then
    log "release $name is already installed and built (releases/$name)"
  else
    rm -rf "$new"
    mv "$incoming" "$new"
  fi
  rm -rf "$incoming"
  trap - EXIT
  # The new release's own steps, when it has this script and it differs from the one running.
  if [ -f "$new/scripts/upgrade.sh" ] && ! cmp -s "$new/scripts/upgrade.sh" "$here/scripts/upgrade.sh"; then
    exec bash "$new/scripts/upgrade.sh" ${from_build:+--from-build "$from_build"} --continue "$new" "$prepare_only"
  fi
fi
name="$(basename "$new")"
cd "$new"

ln -sfn "$root/shared/env" .env

# A build made elsewhere (--from-build): a checkout of the same commit, nothing changed in it,
# built there (CI, or a build machine): its build and generated database clients are taken as
# they are, and this machine builds nothing.
if [ -n "$from_build" ] && [ ! -f .prepared ]; then
  [ "$(git_in "$from_build" rev-parse HEAD)" = "$(git_in . rev-parse HEAD)" ] ||
    { echo "--from-build $from_build is not a checkout of $(git_in . rev-parse --short HEAD)" >&2; exit 1; }
  [ -z "$(git_in "$from_build" status --porcelain --untracked-files=no)" ] ||
    { echo "--from-build $from_build has changes of its own: not the release's code" >&2; exit 1; }
  [ -f "$from_build/.next/BUILD_ID" ] || { echo "--from-build $from_build has no build (npm run build)" >&2; exit 1; }
fi

# --- 2. install --- (skipped, with 3, for a release prepared before: --prepare, or a rollback)
if [ -f .prepared ]; then :
elif [ -n "$from_build" ] && same_dependencies "$from_build" . && [ -d "$previous/node_modules" ] && same_dependencies "$previous" .; then
  log "installing: the same packages, node_modules linked from $(basename "$previous"), database clients from $from_build"
  run_as cp -al "$previous/node_modules" node_modules
  run_as cp -a "$from_build/src/generated" src/
elif [ -d "$previous/node_modules" ] && same_dependencies "$previous" .; then
  log "installing: the same packages, node_modules linked from $(basename "$previous")"
  run_as cp -al "$previous/node_modules" node_modules
  run_as node scripts/prisma-generate.mjs
else
  log "installing: npm install"
  run_as npm install --no-audit --no-fund --loglevel=error
fi

# The settings, as the instances read them (Next's own loader: scripts/env-export.mjs).
eval "$(node scripts/env-export.mjs)"
if [ -z "${INSTANCES:-}" ]; then
  if [ -n "${CLUSTER_DIR:-}" ] && [ -f "$CLUSTER_DIR/ports" ]; then INSTANCES=cluster; else INSTANCES=systemd; fi
fi
export INSTANCES

# --- 3. build ---
if [ ! -f .prepared ] && [ -n "$from_build" ]; then
  log "build: $from_build's"
  run_as mkdir -p .next
  (cd "$from_build/.next" && tar --exclude=./cache --exclude=./server/route-cache -cf - .) | (cd .next && run_as tar -xf -)
  run_as touch .prepared
elif [ ! -f .prepared ]; then
  if [ -d "$previous/.next/cache" ]; then run_as mkdir -p .next && run_as cp -a "$previous/.next/cache" .next/; fi
  log "building (npm run build)"
  run_as npm run --silent build >"$root/releases/$name.build.log" 2>&1 ||
    { echo "build failed (see $root/releases/$name.build.log): nothing else changed" >&2; exit 1; }
  run_as touch .prepared
fi
build="$(cat .next/BUILD_ID)"
if [ "$prepare_only" = 1 ]; then log "release $name prepared (build $build): run $0 again with the same version to switch to it"; exit 0; fi

# --- 4. back up ---
log "backing up (npm run backup of $(basename "$previous"))"
(cd "$previous" && run_as npm run --silent backup) || { echo 'backup failed: nothing else changed' >&2; exit 1; }

# --- 5. migrate ---
log 'migrating (the running instances keep serving)'
run_as node scripts/migrate.mjs

# --- 6. nginx ---
if ! cmp -s "$previous/deploy/nginx.conf" deploy/nginx.conf; then
  if [ "$INSTANCES" = cluster ]; then
    # scripts/cluster.sh renders its configuration from the release's deploy/nginx.conf.
    node scripts/nginx-config.mjs "$CLUSTER_DIR/nginx" "${CLUSTER_PORT:-8080}" $(cat "$CLUSTER_DIR/ports") >/dev/null
    reload_nginx
    log 'nginx: the new release'\''s configuration, reloaded'
  else
    conf="$(nginx_conf)"
    cp "$conf" "$conf.before-$name"
    if node scripts/nginx-config.mjs --carry "$conf" deploy/nginx.conf >"$conf.new"; then
      mv "$conf.new" "$conf"
      if nginx -t -q; then
        reload_nginx
        log "nginx: the new release's configuration with this site's lines (the old one: $conf.before-$name)"
      else
        cp "$conf.before-$name" "$conf"
        echo "nginx refused the new configuration: kept the old one; compare $conf with $new/deploy/nginx.conf" >&2
      fi
    else
      rm -f "$conf.new"
      log "nginx: deploy/nginx.conf changed, and $conf has no '# BEGIN site' block to carry over: copy it by hand (docs/operations.md, 2)"
    fi
  fi
fi

# --- 7. restart, one instance at a time ---
switch() { ln -sfn "$1" "$root/current.next" && mv -T "$root/current.next" "$root/current"; }
switch "$new"
moved=()
for port in $(instance_ports); do
  if restart_one "$port" "$new" "$build"; then
    moved+=("$port")
    continue
  fi
  # --- 8. roll back ---
  log "rolling back to $(basename "$previous")"
  switch "$previous"
  for back in "${moved[@]}" "$port"; do
    restart_one "$back" "$previous" || log "instance $back not ready on $(basename "$previous") either: see its log"
  done
  echo "upgrade to $name failed: instance $port was not ready on it; every instance is back on $(basename "$previous")" >&2
  exit 1
done

# --- 9. old releases ---
keep="${KEEP_RELEASES:-3}"
for old in $(ls -1dt "$root"/releases/*/ | tail -n +"$((keep + 1))"); do
  old="${old%/}"
  [ "$old" = "$new" ] || [ "$old" = "$previous" ] || rm -rf "$old" "$old.build.log"
done
log "upgraded to $name (build $build); the previous release, $(basename "$previous"), is kept for a rollback"
